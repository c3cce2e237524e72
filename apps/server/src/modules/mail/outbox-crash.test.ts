import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { freshTestDatabase, testConfig } from '../../testing/build-test-app.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { enqueueMail } from './outbox.repository.ts';
import { deliverDueMail, LEASE_MS } from './outbox-worker.ts';

// Each e-mail once: a worker that dies after writing a message's .eml and before marking its row
// sent must not leave a second .eml once another worker takes the message after the lease.

const source = await freshTestDatabase();
const database = await source.open();
afterAll(async () => {
  await database.close();
  await source.drop();
});
const db = database.db;
const config = testConfig();
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const mailer = createMailer(config, quiet);
const outboxDir = join(config.DATA_DIR, 'outbox');
const entries = () => readdirSync(outboxDir);
const filesTo = (to: string) => entries().filter((f) => f.includes(to));
const rowTo = async (to: string) => (await db.select().from(outbox).where(eq(outbox.recipient, to)))[0]!;
const queue = (to: string) =>
  db.transaction((tx) =>
    enqueueMail(tx, { kind: 'order-confirmation', to, subject: 'Your receipt', text: 'Paid' }),
  );
const afterLease = () => new Date(Date.now() + LEASE_MS + 1000);

describe('a worker killed between writing a mail and marking it sent', () => {
  it('leaves exactly one file: the next worker, after the lease, finds it and marks the row sent', async () => {
    const to = 'killed.worker@example.ng';
    await queue(to);
    let written = () => {};
    const fileWritten = new Promise<void>((resolve) => (written = resolve));
    // This worker's process "dies" once the file is written: its markSent never happens.
    const dying: Mailer = {
      async send(mail, ref) {
        await mailer.send(mail, ref);
        written();
        await new Promise(() => {});
      },
    };
    void deliverDueMail({ db, mailer: dying, log: quiet });
    await fileWritten;
    const [file] = filesTo(to);
    const firstBytes = readFileSync(join(outboxDir, file!), 'utf8');
    expect(await rowTo(to)).toMatchObject({ sentAt: null, attempts: 1 });

    const next = { db, mailer, log: quiet };
    expect(await deliverDueMail(next), 'left alone while the claim lasts').toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueMail(next, { now: afterLease })).toEqual({ sent: 1, failed: 0 });

    expect(filesTo(to)).toEqual([file]);
    expect(readFileSync(join(outboxDir, file!), 'utf8')).toBe(firstBytes);
    expect(entries().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const row = await rowTo(to);
    expect(row).toMatchObject({ attempts: 2, lockedUntil: null });
    expect(row.sentAt).not.toBeNull();
  });

  it.runIf(database.engine === 'postgres')(
    'leaves exactly one file when the worker is a real process SIGKILLed at that point',
    async () => {
      const to = 'sigkilled.worker@example.ng';
      await queue(to);
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/outbox-crash-child.ts'], {
        cwd: new URL('../../..', import.meta.url).pathname,
        env: { ...process.env, DATABASE_URL: source.url!, DATA_DIR: config.DATA_DIR },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr!.on('data', (chunk) => (errors += chunk));
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.once('exit', (c, s) => resolve([c, s])),
      );
      expect({ code, signal, errors }).toMatchObject({ code: null, signal: 'SIGKILL' });
      expect(filesTo(to)).toHaveLength(1);
      expect(await rowTo(to)).toMatchObject({ sentAt: null, attempts: 1 });

      expect(await deliverDueMail({ db, mailer, log: quiet }, { now: afterLease })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(filesTo(to)).toHaveLength(1);
      expect((await rowTo(to)).sentAt).not.toBeNull();
    },
    60_000,
  );
});
