/** The first pause before a dead worker is replaced; doubled for each quick death in a row. */
const FIRST_RESTART_DELAY_MS = 250;
/**
 * The longest pause. The shop must be back within 5 s of a death: the spare takes the
 * place in about a second of work (spare-worker.ts), so even after the longest pause it is back in
 * time. The pause still guards against a crash loop (a bad deploy, a database refusing every
 * start): a worker that cannot stay up is replaced every few seconds instead of as fast as the
 * machine can fork, which would starve the other workers of CPU.
 */
const MAX_RESTART_DELAY_MS = 3_000;
/** A worker that ran this long died of something passing: its replacement starts at once-ish. */
export const HEALTHY_RUN_MS = 60_000;

/**
 * How long to wait before replacing a worker that died, given how many workers of its slot died
 * quickly in a row before it: 0.25 s, 0.5 s, 1 s, 2 s, then 3 s for as long as they keep dying.
 */
export function restartDelayMs(quickDeathsBefore: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(quickDeathsBefore, 10));
}
