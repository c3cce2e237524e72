import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './restart-delay.ts';

describe('restartDelayMs', () => {
  it('replaces a worker after 0.25 s, doubling for each quick death in a row up to 3 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(restartDelayMs)).toEqual([
      250, 500, 1_000, 2_000, 3_000, 3_000, 3_000, 3_000,
    ]);
  });
});
