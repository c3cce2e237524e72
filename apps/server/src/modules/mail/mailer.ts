import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };
/** Delivers one message of the outbox; `outboxId` names its file, so no two files collide. */
export type Mailer = { send(mail: Mail, outboxId: number): Promise<void> };

// The outbox worker's claim on a message lasts 5 minutes: these bounds make sure a hung server
// fails the attempt well before another worker may take the message again.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Sortable by time, then by outbox id; ends with the (file-safe) address so a person finds it. */
export function outboxFileName(to: string, outboxId: number, at = Date.now()): string {
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${String(at).padStart(15, '0')}-${String(outboxId).padStart(12, '0')}-${safeTo}.eml`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox/ as an .eml
 * file and logged, so a demo shop (and the tests) can read the codes it sends. Only the outbox
 * worker calls this: requests record mail with `enqueueMail` and never wait for delivery.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.MAIL_FROM ?? `${config.SHOP_NAME} <${config.SHOP_EMAIL}>`;
  if (config.SMTP_URL) {
    // Settings in the URL's query win over these defaults.
    const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, outboxId) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, outboxFileName(mail.to, outboxId));
      // 'wx': a file is never overwritten; a retry of the same message within a millisecond fails
      // loudly instead of silently replacing a mail.
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}
