import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startShopProcess, stopShopProcess, untilUp } from '../testing/shop-process.ts';
import { tightenModes } from './tighten-modes.ts';

// The data folder is the shop user's alone (README, "Files only the shop can read"): folders 0700,
// files 0600, whatever umask the shop was started with, and a start closes what it finds open.

const asRoot = process.getuid?.() === 0;
/** Another local user's uid ("nobody"): only root can give a file away, to stand for one. */
const SOMEONE_ELSE = 65534;

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every file and folder under `root` (itself included) whose group or world bits are set. */
function looseEntries(root: string, skip: (path: string) => boolean = () => false): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink() || skip(path)) return;
    if (stat.mode & 0o077) loose.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return loose;
}

/** A data folder as another hand might leave it: everything open to every local user. */
function looseDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-loose-'));
  chmodSync(dir, 0o777);
  mkdirSync(join(dir, 'outbox'));
  chmodSync(join(dir, 'outbox'), 0o777);
  writeFileSync(join(dir, 'outbox', 'old-reset-code.eml'), 'Your code is 123456');
  chmodSync(join(dir, 'outbox', 'old-reset-code.eml'), 0o644);
  mkdirSync(join(dir, 'backups'));
  chmodSync(join(dir, 'backups'), 0o755);
  writeFileSync(join(dir, 'backups', 'old.backup.gz'), 'customers');
  chmodSync(join(dir, 'backups', 'old.backup.gz'), 0o666);
  return dir;
}

describe('tightening a folder', () => {
  it("closes the user's own files and folders to others, keeps the owner's bits, and follows no link", () => {
    const dir = looseDataDir();
    const outside = mkdtempSync(join(tmpdir(), 'shop-outside-'));
    writeFileSync(join(outside, 'elsewhere.txt'), 'not the shop');
    chmodSync(join(outside, 'elsewhere.txt'), 0o644);
    symlinkSync(join(outside, 'elsewhere.txt'), join(dir, 'link-out'));
    writeFileSync(join(dir, 'read-only'), '');
    chmodSync(join(dir, 'read-only'), 0o444);

    const { fixed, foreign } = tightenModes(dir);

    expect(fixed.map((e) => e.path).sort()).toEqual(
      [
        dir,
        join(dir, 'backups'),
        join(dir, 'backups', 'old.backup.gz'),
        join(dir, 'outbox'),
        join(dir, 'outbox', 'old-reset-code.eml'),
        join(dir, 'read-only'),
      ].sort(),
    );
    expect(foreign).toEqual([]);
    expect(looseEntries(dir)).toEqual([]);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'backups', 'old.backup.gz'))).toBe(0o600);
    expect(modeOf(join(dir, 'read-only')), "the owner's own bits stay").toBe(0o400);
    expect(modeOf(join(outside, 'elsewhere.txt')), 'a linked file outside is untouched').toBe(0o644);
    expect(tightenModes(dir), 'nothing left to do').toEqual({ fixed: [], foreign: [] });
  });

  it.runIf(asRoot)("leaves another user's files as they are and reports them", () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-foreign-'));
    const theirs = join(dir, 'theirs.txt');
    writeFileSync(theirs, '');
    chmodSync(theirs, 0o666);
    chownSync(theirs, SOMEONE_ELSE, SOMEONE_ELSE);

    const { fixed, foreign } = tightenModes(dir);

    expect(fixed).toEqual([]);
    expect(foreign).toEqual([{ path: theirs, mode: 0o666, uid: SOMEONE_ELSE, isDirectory: false }]);
    expect(modeOf(theirs)).toBe(0o666);
  });
});

// A whole PGlite shop starting: once on PGlite is enough (the folder's modes do not depend on the
// engine, and PGlite's own ~1,000 files are what needs closing).
describe.skipIf(process.env.SHOP_TEST_ENGINE === 'postgres')('a shop starting on a loose data folder', () => {
  it('started with umask 0, ends with every file 0600 and folder 0700 and says what it closed', async () => {
    const dataDir = looseDataDir();
    const theirs = join(dataDir, 'left-by-someone-else.txt');
    if (asRoot) {
      writeFileSync(theirs, '');
      chmodSync(theirs, 0o666);
      chownSync(theirs, SOMEONE_ELSE, SOMEONE_ELSE);
    }
    const shop = await startShopProcess(
      { LOG_LEVEL: 'warn', SEED_DEMO: '0', ADMIN_PASSWORD: 'modes-admin-1', OUTBOX_POLL_SECONDS: '0.2' },
      { dataDir, umask: 0 },
    );
    const notTheirs = (path: string) => path === theirs;
    try {
      await untilUp(shop);
      // A reset code lands in the outbox as a file, as it does without SMTP.
      const forgot = await fetch(`${shop.url}/api/auth/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@glownaija.ng' }),
      });
      expect(forgot.status).toBe(200);
      const mail = () =>
        readdirSync(join(dataDir, 'outbox')).filter((n) => n.endsWith('admin@glownaija.ng.eml'));
      await expect.poll(mail, { timeout: 10_000 }).toHaveLength(1);

      expect(modeOf(join(dataDir, 'outbox', mail()[0]!))).toBe(0o600);
      expect(modeOf(join(dataDir, 'shop.lock'))).toBe(0o600);
      expect(modeOf(join(dataDir, 'pglite'))).toBe(0o700);
      // PGlite rewrites its relation cache files (pg_internal.init) as 0644 while it runs: they
      // sit in the 0700 folder, and are gone once it closes (checked below).
      expect(looseEntries(dataDir, (p) => notTheirs(p) || p.endsWith('/pg_internal.init'))).toEqual([]);
    } finally {
      expect(await stopShopProcess(shop)).toBe(0);
    }
    expect(looseEntries(dataDir, notTheirs)).toEqual([]);
    expect(readdirSync(join(dataDir, 'pglite', 'base')).length).toBeGreaterThan(0);

    const output = shop.output();
    expect(output).toContain('DATA_DIR: 5 files or folders could be read or written by other local users');
    expect(output).toContain("made them the shop user's alone (folders 0700, files 0600)");
    if (asRoot) {
      expect(output).toContain(
        `DATA_DIR: 1 files or folders belonging to another user (uid ${SOMEONE_ELSE}) are open to other local users (left-by-someone-else.txt (0666))`,
      );
      expect(modeOf(theirs), "another user's file is not changed").toBe(0o666);
      expect(lstatSync(theirs).uid).toBe(SOMEONE_ELSE);
    }
  }, 120_000);
});
