import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../file-modes/private-modes.ts';
import { makeBackup } from './make-backup.ts';

// `npm run db:backup` while the shop runs on PGlite (decision 35): the running shop holds the data
// folder, so the command cannot open it. It leaves a request file in DATA_DIR/backups/requests and
// sends the shop SIGUSR2; the shop makes the backup (one snapshot, as its daily one) and answers
// in a file beside it. Only the folder's owner (or root) can do either, so no secret is needed.

export const requestsDir = (backupsDir: string) => join(backupsDir, 'requests');

export type BackupRequest = { file: string };
export type BackupAnswer = { ok: true; file: string; bytes: number } | { ok: false; error: string };

export const answerFile = (dir: string, id: string) => join(dir, `${id}.answer.json`);

/**
 * Present while process `pid` serves requests. SIGUSR2's default is to end a process, so the
 * command signals only a shop that has said it listens (not one still starting, nor an old one).
 */
export const listeningFile = (dir: string, pid: number) => join(dir, `listening-${pid}`);

/** Writes an answer atomically: the asking command never reads half of one. */
function answer(dir: string, id: string, body: BackupAnswer) {
  const path = answerFile(dir, id);
  writeFileSync(`${path}.partial`, JSON.stringify(body), { mode: PRIVATE_FILE_MODE });
  renameSync(`${path}.partial`, path);
}

/** Serves every request waiting in the folder, one at a time. */
export async function serveBackupRequests(opts: {
  db: Database;
  engine: 'pglite' | 'postgres';
  backupsDir: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const dir = requestsDir(opts.backupsDir);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((n) => /^[\w-]+\.request\.json$/.test(n))) {
    const id = name.replace(/\.request\.json$/, '');
    const path = join(dir, name);
    let request: BackupRequest;
    try {
      request = JSON.parse(readFileSync(path, 'utf8')) as BackupRequest;
      rmSync(path);
    } catch {
      continue; // Taken by an earlier signal, or not yet whole: the command signals again.
    }
    try {
      const made = await makeBackup({ db: opts.db, engine: opts.engine, file: request.file, kind: 'manual' });
      answer(dir, id, { ok: true, file: request.file, bytes: made?.bytes ?? 0 });
      opts.log.info({ file: request.file }, 'backup made on request (npm run db:backup)');
    } catch (error) {
      answer(dir, id, { ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** In the running shop: SIGUSR2 serves the waiting requests. Returns the stop. */
export function listenForBackupRequests(opts: Parameters<typeof serveBackupRequests>[0]): () => void {
  const dir = requestsDir(opts.backupsDir);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let serving = Promise.resolve();
  const onSignal = () => {
    serving = serving.then(() =>
      serveBackupRequests(opts).catch((error: unknown) =>
        opts.log.error({ err: error }, 'backup requests could not be served'),
      ),
    );
  };
  process.on('SIGUSR2', onSignal);
  writeFileSync(listeningFile(dir, process.pid), '', { mode: PRIVATE_FILE_MODE });
  return () => {
    rmSync(listeningFile(dir, process.pid), { force: true });
    process.off('SIGUSR2', onSignal);
  };
}
