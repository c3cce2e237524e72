import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupBatch,
  type BackupManifest,
} from '../../modules/backups/backup-format.ts';

export class BadBackupError extends Error {}

/** The backup's lines, one at a time (gunzipped as read: a large shop is never held whole). */
async function* lines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  source.on('error', (error) => input.destroy(error));
  const reader = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of reader) if (line) yield line;
  } catch (error) {
    throw new BadBackupError(
      `${file} is not a whole backup (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    // A reader that stops early (the manifest alone) ends the streams too: gunzip reads ahead, and
    // a file cut short further on would otherwise fail there with no one listening (a crash).
    reader.close();
    input.on('error', () => {});
    input.destroy();
    source.destroy();
  }
}

function checkedManifest(file: string, line: string | undefined): BackupManifest {
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = line ? (JSON.parse(line) as Partial<BackupManifest>) : undefined;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== BACKUP_FORMAT) {
    throw new BadBackupError(`${file} is not a Glow Naija backup (made by npm run db:backup).`);
  }
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new BadBackupError(
      `${file} is a backup of format ${manifest.version}; this version of the shop reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return manifest as BackupManifest;
}

/** The manifest, then every batch of rows in the order written. */
export async function* readBackup(
  file: string,
): AsyncGenerator<{ manifest: BackupManifest } | { batch: BackupBatch }> {
  let first = true;
  for await (const line of lines(file)) {
    if (first) {
      first = false;
      yield { manifest: checkedManifest(file, line) };
    } else {
      yield { batch: JSON.parse(line) as BackupBatch };
    }
  }
}
