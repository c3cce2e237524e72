import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './restart-delay.ts';

describe('restartDelayMs', () => {
  it('replaces a worker after 1 s, doubling for each quick death in a row up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
