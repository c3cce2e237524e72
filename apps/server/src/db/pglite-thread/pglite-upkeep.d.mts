import type { PGlite } from '@electric-sql/pglite';

/** One round of upkeep: the tables analyzed or vacuumed, e.g. `analyze public.orders`. */
export function upkeepRound(pg: Pick<PGlite, 'query' | 'exec'>): Promise<string[]>;
/** Rounds soon after the start and every `everyMs`; returns the stop. */
export function startPgliteUpkeep(pg: Pick<PGlite, 'query' | 'exec'>, everyMs: number): () => void;
