import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { tightenModes, type LooseEntry } from './tighten-modes.ts';

type Log = { warn: (details: object, message: string) => void };

/** How many loose entries a warning names: enough to find the cause, not a PGlite folder's 1,200. */
const NAMED = 5;

const octal = (mode: number) => mode.toString(8).padStart(4, '0');

/**
 * At start, before the database opens: every file and folder in DATA_DIR must be the shop user's
 * alone. Those it owns and finds open to others (left by an older version, copied in by hand, a
 * folder made by someone else with 0777) are closed, with a warning saying what was found; those
 * another user owns cannot be changed here, so a second warning says what to do. Neither stops
 * the start: the shop runs as before, and the operator reads what to fix.
 */
export function checkDataDirModes(dataDir: string, log: Log) {
  const root = resolve(dataDir);
  if (!existsSync(root)) return;
  const { fixed, foreign } = tightenModes(root);
  const named = (entries: LooseEntry[]) =>
    entries.slice(0, NAMED).map((e) => `${relative(root, e.path) || '.'} (${octal(e.mode)})`);
  if (fixed.length > 0) {
    log.warn(
      { dataDir: root, fixed: fixed.length, examples: named(fixed) },
      `DATA_DIR: ${fixed.length} files or folders could be read or written by other local users ` +
        `(${named(fixed).join(', ')}${fixed.length > NAMED ? ', …' : ''}); ` +
        "made them the shop user's alone (folders 0700, files 0600)",
    );
  }
  if (foreign.length > 0) {
    const owners = [...new Set(foreign.map((e) => e.uid))].join(', ');
    log.warn(
      { dataDir: root, foreign: foreign.length, owners, examples: named(foreign) },
      `DATA_DIR: ${foreign.length} files or folders belonging to another user (uid ${owners}) are open to ` +
        `other local users (${named(foreign).join(', ')}${foreign.length > NAMED ? ', …' : ''}); ` +
        "the shop cannot change them: give them to the shop's user (chown) or close them (chmod go-rwx)",
    );
  }
}
