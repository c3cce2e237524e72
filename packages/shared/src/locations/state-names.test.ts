import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES } from './nigeria.ts';
import { STATE_NAMES } from './state-names.ts';

describe('the state names the checkout draws first', () => {
  it('are the location data’s 37 states, in the same order', () => {
    expect(STATE_NAMES).toEqual(NIGERIAN_STATES.map((s) => s.name));
  });
});
