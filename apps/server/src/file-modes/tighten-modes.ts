import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** A file or folder other local users could read or write (group or world bits set). */
export type LooseEntry = { path: string; mode: number; uid: number; isDirectory: boolean };

export type ModeReport = {
  /** The shop user's own, loose when found: group and world bits now removed. */
  fixed: LooseEntry[];
  /** Loose and another user's: left as they are (only their owner or root may change them). */
  foreign: LooseEntry[];
};

const GROUP_AND_WORLD = 0o077;

/** Whether file modes mean anything here (not on Windows, whose files have ACLs instead). */
const hasFileModes = () => typeof process.getuid === 'function';

/**
 * Walks `root` (itself included) and removes the group and world bits of every file and folder the
 * shop's user owns, keeping the owner's own (0666 → 0600, 0777 → 0700). One lstat per entry: a
 * PGlite folder's ~1,200 files take a few milliseconds. Symbolic links are neither followed nor
 * changed: a link must never turn the walk onto files outside the folder. An entry that vanishes
 * mid-walk (PGlite removes temporary files) is passed over.
 */
export function tightenModes(root: string): ModeReport {
  const report: ModeReport = { fixed: [], foreign: [] };
  if (!hasFileModes()) return report;
  const uid = process.getuid!();
  const pending = [root];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stat = statOf(path);
    if (!stat || stat.isSymbolicLink()) continue;
    const isDirectory = stat.isDirectory();
    if (stat.mode & GROUP_AND_WORLD) {
      const entry = { path, mode: stat.mode & 0o7777, uid: stat.uid, isDirectory };
      if (stat.uid !== uid) report.foreign.push(entry);
      else if (changeMode(path, stat.mode & 0o700)) report.fixed.push(entry);
    }
    if (isDirectory) for (const name of namesIn(path)) pending.push(join(path, name));
  }
  return report;
}

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function statOf(path: string): Stats | undefined {
  return lstatSync(path, { throwIfNoEntry: false });
}

function changeMode(path: string, mode: number): boolean {
  try {
    chmodSync(path, mode);
    return true;
  } catch (error) {
    if (vanished(error)) return false;
    throw error;
  }
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    // A folder of another user's that this one may not list: reported already if it is loose.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EPERM') return [];
    throw error;
  }
}
