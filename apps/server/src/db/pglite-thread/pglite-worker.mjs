// The embedded database on a thread of its own (see pglite-thread.ts, which talks to it).
// Plain JavaScript: a worker gets no TypeScript loader in every host (tsx, vitest, plain node).
// Each message is { id, op, … }; each answer is { id, result } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startPgliteUpkeep } from './pglite-upkeep.mjs';

/**
 * The database, once the caller names it (`open`). The thread starts without one, so a spare
 * worker has PGlite's code loaded ahead and opens the folder only when it takes over (decision
 * 24); a call made before then waits for it.
 */
let pg;
/** The opening under way or done (undefined until asked); rejects with its failure. */
let opened;
let askedToOpen;
const untilAsked = new Promise((resolve) => (askedToOpen = resolve));
async function waitUntilOpened() {
  if (!opened) await untilAsked;
  await opened;
}

// The same extensions as ../pglite-extensions.ts (the test template is made with those).
async function openDatabase({ dataDir, loadDataDir, upkeepMs }) {
  pg = new PGlite({
    dataDir: dataDir ?? undefined,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    extensions: { pg_trgm },
  });
  await pg.waitReady;
  if (upkeepMs) stopUpkeep = startPgliteUpkeep(pg, upkeepMs);
  return null;
}

/** Open transactions by the caller's id: the PGlite transaction and how to end its callback. */
const open = new Map();
let stopUpkeep = () => {};

// Drizzle asks for some types as the database's text (timestamps, dates, intervals): it names
// their type ids, and the parsers are made here, since functions cannot cross threads.
function optionsOf(message) {
  const parsers = Object.fromEntries((message.rawTypes ?? []).map((oid) => [oid, (value) => value]));
  return { rowMode: message.rowMode, parsers };
}

/** An error as data: its message and PostgreSQL's fields (code, constraint, detail, …). */
function errorData(error) {
  const data = { message: error instanceof Error ? error.message : String(error), name: error?.name };
  for (const [key, value] of Object.entries(error ?? {}))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  return data;
}

/** Results as data: rows, fields and counts (their `blob`, never asked for here, is left out). */
const resultData = ({ rows, fields, affectedRows, command, rowCount }) => ({
  rows,
  fields,
  affectedRows,
  command,
  rowCount,
});

const ROLLBACK = Symbol('rollback');

/** Ended transactions' promises by id, awaited by `end`, which answers after COMMIT or ROLLBACK. */
const endings = new Map();

/** Opens a transaction and holds it (PGlite's lock with it) until `end`. */
function begin(txId) {
  return new Promise((began, failed) => {
    let entered = false;
    const ended = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          entered = true;
          open.set(txId, { tx, commit, rollback });
          began(null);
        }),
    );
    endings.set(txId, ended);
    ended.catch((error) => {
      // BEGIN itself failed (the database was closing): nothing was opened.
      if (!entered) {
        endings.delete(txId);
        failed(error);
      }
    });
  });
}

async function end(txId, commit) {
  const entry = open.get(txId);
  const ended = endings.get(txId);
  open.delete(txId);
  endings.delete(txId);
  if (!entry) throw new Error('Transaction is closed');
  if (commit) entry.commit(null);
  else entry.rollback(ROLLBACK);
  try {
    await ended;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

/** Transactions being opened, by id: their statements sent meanwhile wait for the BEGIN. */
const beginning = new Map();

async function onTx(txId) {
  await beginning.get(txId);
  const entry = open.get(txId);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

/** A transaction's first statement opens it (see pglite-thread.ts: its BEGIN comes along). */
function beginWith(message) {
  if (!message.begin) return;
  const opening = begin(message.txId);
  beginning.set(message.txId, opening);
  const done = () => beginning.delete(message.txId);
  opening.then(done, done);
}

async function handle(message) {
  if (message.op === 'open') {
    if (opened) throw new Error('the database is already open');
    opened = openDatabase(message);
    askedToOpen();
    return opened;
  }
  // Nothing to close before the database was ever opened.
  if (message.op === 'close' && !opened) return null;
  await waitUntilOpened();
  // Messages resume from this wait in the order they came, so the transaction's next statements
  // find it being opened.
  beginWith(message);
  switch (message.op) {
    case 'query': {
      const target = message.txId === undefined ? pg : await onTx(message.txId);
      return resultData(await target.query(message.sql, message.params, optionsOf(message)));
    }
    case 'exec': {
      const target = message.txId === undefined ? pg : await onTx(message.txId);
      return (await target.exec(message.sql, optionsOf(message))).map(resultData);
    }
    case 'end':
      return end(message.txId, message.commit);
    case 'close':
      stopUpkeep();
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorData(error) }),
  );
});
