// A shop process's outbox worker that is SIGKILLed at the worst moment for "each e-mail once":
// right after a message's file is written, before its row is marked sent. Run by
// modules/mail/outbox-crash.test.ts with DATABASE_URL and DATA_DIR; never part of the shop.
import type { FastifyBaseLogger } from 'fastify';
import { configWith } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMailer, type Mailer } from '../modules/mail/mailer.ts';
import { deliverDueMail } from '../modules/mail/outbox-worker.ts';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const config = configWith({ DATA_DIR: process.env.DATA_DIR!, NODE_ENV: 'test' });
const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: null });
const real = createMailer(config, quiet);
const dyingMailer: Mailer = {
  async send(mail, ref) {
    await real.send(mail, ref);
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  },
};
await deliverDueMail({ db, mailer: dyingMailer, log: quiet });
