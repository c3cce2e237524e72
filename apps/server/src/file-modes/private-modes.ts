/**
 * The data folder holds customers' names, addresses, password hashes, reset codes in outbox mail
 * and whole backups: nothing in it is for another local user. Folders the shop makes are 0700 and
 * files 0600 (README, "Files only the shop can read").
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Every file and folder this process creates without a mode of its own is the shop user's alone.
 * Set at the top of the shop and of each command, whatever umask it inherited (a service manager
 * or container may hand down 0): Node's fs, and PGlite's files written through it, follow it.
 */
export function keepNewFilesPrivate() {
  process.umask(0o077);
}
