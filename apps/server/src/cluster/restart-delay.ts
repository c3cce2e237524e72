/** The first pause before a dead worker is replaced; doubled for each quick death in a row. */
export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that ran this long died of something passing: its replacement starts at once-ish. */
export const HEALTHY_RUN_MS = 60_000;

/**
 * How long to wait before replacing a worker that died, given how many workers of its slot died
 * quickly in a row before it: a crash loop (a bad deploy, a database down) backs off to one try
 * every 30 s instead of forking as fast as the machine allows, and one crash is repaired in 1 s.
 */
export function restartDelayMs(quickDeathsBefore: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(quickDeathsBefore, 10));
}
