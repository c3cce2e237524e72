// PGlite has no autovacuum. Without it the planner never gets statistics (on the big shop it
// chose to read all 400,000 status events to find 50 orders' history: 344 ms instead of 1 ms),
// and rows left dead by updates are never reclaimed. This does what autovacuum's defaults would
// (ANALYZE a table once 10 % of it changed, VACUUM it once 20 % of it is dead rows), on the
// database's own thread, so the shop's main thread never waits for it.

const STATS = `select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
    c.reltuples < 0 as never_analyzed, s.n_mod_since_analyze::float8 as changed,
    s.n_dead_tup::float8 as dead, greatest(c.reltuples, 0)::float8 as tuples
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid`;

/** One round: the tables that need it are analyzed or vacuumed, one after another. */
export async function upkeepRound(pg) {
  const done = [];
  const { rows } = await pg.query(STATS);
  for (const t of rows) {
    if (t.dead > 50 + 0.2 * t.tuples) {
      await pg.exec(`vacuum (analyze) ${t.name}`);
      done.push(`vacuum ${t.name}`);
    } else if (t.never_analyzed || t.changed > 50 + 0.1 * t.tuples) {
      await pg.exec(`analyze ${t.name}`);
      done.push(`analyze ${t.name}`);
    }
  }
  return done;
}

/** A round soon after the start, then one every `everyMs`; returns the stop. */
export function startPgliteUpkeep(pg, everyMs) {
  let timer;
  let stopped = false;
  const round = async () => {
    try {
      await upkeepRound(pg);
    } catch {
      // The database is closing, or a table went meanwhile: the next round looks again.
    }
    if (!stopped) timer = setTimeout(round, everyMs);
  };
  timer = setTimeout(round, 1000);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
