import { randomUUID } from 'node:crypto';
import { access, mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../file-modes/private-modes.ts';

/** What makes a message itself, across every attempt to deliver it: its outbox row. */
export type OutboxRef = { id: number; createdAt: Date };

/**
 * Made from the outbox row alone, so every attempt at one message names the same file: sorts by
 * when the mail was recorded, then by outbox id; ends with the (file-safe) address so a person
 * finds it.
 */
export function outboxFileName(to: string, ref: OutboxRef): string {
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const at = String(ref.createdAt.getTime()).padStart(15, '0');
  return `${at}-${String(ref.id).padStart(12, '0')}-${safeTo}.eml`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes `bytes` as `dir/name` unless that file is already there (an earlier attempt wrote it and
 * died before the row was marked sent). The bytes go to a temporary file first, flushed, then
 * renamed into place, so a crash mid-write never leaves a half message under the final name.
 * The temporary name carries no address, so nothing reading mail to an address picks it up.
 * Only the shop's user may read it: a message may hold a reset code.
 */
export async function writeOutboxFile(
  dir: string,
  name: string,
  bytes: Buffer,
): Promise<'written' | 'already there'> {
  const file = join(dir, name);
  if (await exists(file)) return 'already there';
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temp = join(dir, `.writing-${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  return 'written';
}
