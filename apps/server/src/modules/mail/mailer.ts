import nodemailer from 'nodemailer';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { outboxFileName, writeOutboxFile, type OutboxRef } from './outbox-file.ts';

/** `oneClickUnsubscribeUrl` only on marketing mail: it becomes the List-Unsubscribe headers. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  oneClickUnsubscribeUrl?: string;
};
/** Delivers one message of the outbox; `ref` (its row) names its file and its Message-ID. */
export type Mailer = { send(mail: Mail, ref: OutboxRef): Promise<void> };

// The outbox worker's claim on a message lasts 5 minutes: these bounds make sure a hung server
// fails the attempt well before another worker may take the message again.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

const domainOf = (address: string) => /@([^\s@<>]+)>?\s*$/.exec(address)?.[1];

/**
 * The same for every attempt at one outbox row, so a message sent again after a crash is
 * recognisably the same message. The row's creation time is in it too: ids start again at 1 on a
 * new database, and a receiver that drops repeated Message-IDs must not drop a new shop's mail.
 */
function outboxMessageId(ref: OutboxRef, from: string, shopEmail: string): string {
  const domain = domainOf(from) ?? domainOf(shopEmail) ?? 'localhost';
  return `<outbox-${ref.id}.${ref.createdAt.getTime()}@${domain}>`;
}

/**
 * RFC 2369 and RFC 8058: mail apps show their own "Unsubscribe" button, which POSTs
 * `List-Unsubscribe=One-Click` to the https address (no page, no login); the shop's address is
 * there too for the apps that only write a mail. Receipts and codes carry neither header.
 */
function listUnsubscribeHeaders(oneClickUrl: string, shopEmail: string): Record<string, string> {
  const mailto = `mailto:${shopEmail}?subject=${encodeURIComponent('unsubscribe')}`;
  return {
    'List-Unsubscribe': `<${oneClickUrl}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox/ as an .eml
 * file and logged, so a demo shop (and the tests) can read the codes it sends. Only the outbox
 * worker calls this: requests record mail with `enqueueMail` and never wait for delivery.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.MAIL_FROM ?? `${config.SHOP_NAME} <${config.SHOP_EMAIL}>`;
  // Dated when the mail was recorded, and identified by its row: every attempt is the same message.
  const message = ({ oneClickUnsubscribeUrl, ...mail }: Mail, ref: OutboxRef) => ({
    from,
    ...mail,
    date: ref.createdAt,
    messageId: outboxMessageId(ref, from, config.SHOP_EMAIL),
    // Prepared: written as given, never folded or encoded (a mail app must read the URL whole).
    ...(oneClickUnsubscribeUrl && {
      headers: Object.fromEntries(
        Object.entries(listUnsubscribeHeaders(oneClickUnsubscribeUrl, config.SHOP_EMAIL)).map(
          ([name, value]) => [name, { prepared: true, value }],
        ),
      ),
    }),
  });
  if (config.SMTP_URL) {
    // Settings in the URL's query win over these defaults.
    const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      async send(mail, ref) {
        await transport.sendMail(message(mail, ref));
      },
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, ref) {
      const name = outboxFileName(mail.to, ref);
      const info = await transport.sendMail(message(mail, ref));
      const outcome = await writeOutboxFile(outbox, name, info.message as Buffer);
      const file = join(outbox, name);
      if (outcome === 'written')
        log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
      else
        log.warn(
          { to: mail.to, file },
          'mail already in the outbox (an attempt died before marking it sent)',
        );
    },
  };
}
