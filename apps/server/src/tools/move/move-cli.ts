// `npm run db:move -- --to postgres://user@host/db [--data-dir ./data]`: copies the embedded shop
// (PGlite in DATA_DIR) into an empty PostgreSQL database and says how to start the shop on it.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../../config.ts';
import { keepNewFilesPrivate } from '../../file-modes/private-modes.ts';
import { moveToPostgres } from './move-to-postgres.ts';

/** The URL as given, with any password hidden: the terminal's history is not the place for it. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

async function main() {
  keepNewFilesPrivate();
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { to: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const to = values.to;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    throw new Error(
      'Give the empty PostgreSQL database to move into: npm run db:move -- --to postgres://user@host:5432/shop',
    );
  }
  const dataDir = resolve(values['data-dir'] ?? parseConfig().DATA_DIR);
  console.log(`Moving the shop in ${dataDir} to ${shown(to)}`);
  const started = performance.now();
  const { tables } = await moveToPostgres({
    dataDir,
    targetUrl: to,
    onProgress: (line) => console.log(`  ${line}`),
  });
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${tables.length} tables, ` +
      'every count checked.\n\nNext, start the shop on PostgreSQL (every process and restart needs the setting):\n' +
      `  DATABASE_URL=${shown(to)} npm start\n` +
      (shown(to) === to ? '' : '(with your password where **** stands)\n') +
      `With DATABASE_URL set the shop no longer uses the embedded database in ${dataDir};\n` +
      'keep it as a backup until you have checked the shop.',
  );
}

main().catch((error: unknown) => {
  console.error(`\ndb:move stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
