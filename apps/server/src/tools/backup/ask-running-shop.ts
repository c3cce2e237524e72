import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRIVATE_FILE_MODE } from '../../file-modes/private-modes.ts';
import {
  answerFile,
  listeningFile,
  requestsDir,
  type BackupAnswer,
  type BackupRequest,
} from '../../modules/backups/backup-requests.ts';

const WAIT_MS = 30 * 60 * 1000;
const RESIGNAL_MS = 5000;

/**
 * Asks the shop running on this data folder (process `pid`) to make a backup into `file`, and
 * waits for its answer (modules/backups/backup-requests.ts).
 */
export async function askRunningShop(opts: {
  pid: number;
  backupsDir: string;
  file: string;
}): Promise<BackupAnswer> {
  const dir = requestsDir(opts.backupsDir);
  if (!existsSync(listeningFile(dir, opts.pid))) {
    return {
      ok: false,
      error:
        `The shop is running (process ${opts.pid}) but does not take backup requests yet (still starting, or ` +
        'a version before backups). Try again in a minute, or stop the shop and run db:backup again.',
    };
  }
  const id = randomUUID();
  const request = join(dir, `${id}.request.json`);
  writeFileSync(`${request}.partial`, JSON.stringify({ file: opts.file } satisfies BackupRequest), {
    mode: PRIVATE_FILE_MODE,
  });
  renameSync(`${request}.partial`, request);
  const answer = answerFile(dir, id);
  const started = Date.now();
  let signalled = 0;
  try {
    while (Date.now() - started < WAIT_MS) {
      if (existsSync(answer)) return JSON.parse(readFileSync(answer, 'utf8')) as BackupAnswer;
      // Signals again while the request waits untaken (a signal during another backup is not lost, but be sure).
      if (existsSync(request) && Date.now() - signalled > RESIGNAL_MS) {
        process.kill(opts.pid, 'SIGUSR2');
        signalled = Date.now();
      }
      await sleep(200);
    }
    return { ok: false, error: `The running shop (process ${opts.pid}) did not answer within 30 minutes.` };
  } finally {
    rmSync(request, { force: true });
    rmSync(answer, { force: true });
  }
}
