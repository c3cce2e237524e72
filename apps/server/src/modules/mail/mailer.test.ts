import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { configWith } from '../../config.ts';
import { createMailer } from './mailer.ts';

const log = () => ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger;
const recorded = new Date(1_700_000_000_000);

describe('the mailer without SMTP', () => {
  it('writes each message to DATA_DIR/outbox as an .eml a person can open, named after its outbox row', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
    const mailer = createMailer(configWith({ DATA_DIR: dataDir, SHOP_NAME: 'Ada Beauty' }), log());

    await mailer.send(
      { to: 'ngozi@example.ng', subject: 'Your code', text: 'Your code is 123456' },
      { id: 7, createdAt: recorded },
    );
    await mailer.send(
      { to: 'ngozi@example.ng', subject: 'Again', text: 'Your code is 654321' },
      { id: 8, createdAt: recorded },
    );

    // Two messages recorded in the same millisecond still get two files, in the order they were recorded.
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    expect(files).toEqual([
      '001700000000000-000000000007-ngozi@example.ng.eml',
      '001700000000000-000000000008-ngozi@example.ng.eml',
    ]);
    const eml = readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ngozi@example.ng');
    expect(eml).toContain('From: Ada Beauty <hello@glownaija.ng>');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Your code is 123456');
    expect(eml).toContain('Message-ID: <outbox-7.1700000000000@glownaija.ng>');
    expect(eml).toContain(`Date: ${recorded.toUTCString().replace(/GMT$/, '+0000')}`);
    // A code or a receipt is not something to unsubscribe from.
    expect(eml).not.toContain('List-Unsubscribe');
  });

  it('gives a marketing mail its one-click List-Unsubscribe headers, the long address unbroken', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
    const mailer = createMailer(configWith({ DATA_DIR: dataDir, SHOP_EMAIL: 'care@ada.ng' }), log());
    const url = `https://ada.ng/api/mail/unsubscribe?token=unsubscribe.${'x'.repeat(120)}.sig`;

    await mailer.send(
      { to: 'ngozi@example.ng', subject: 'Back in stock', text: 'Good news', oneClickUnsubscribeUrl: url },
      { id: 9, createdAt: recorded },
    );

    const [file] = readdirSync(join(dataDir, 'outbox'));
    const eml = readFileSync(join(dataDir, 'outbox', file!), 'utf8');
    expect(eml).toContain(`List-Unsubscribe: <${url}>, <mailto:care@ada.ng?subject=unsubscribe>\n`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\n');
  });

  it('writes nothing on a second attempt at a message whose file is already there, and leaves no temporary file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
    const mailer = createMailer(
      configWith({ DATA_DIR: dataDir, MAIL_FROM: 'Shop <orders@shop.example>' }),
      log(),
    );
    const receipt = { to: 'ada@example.ng', subject: 'Receipt', text: 'Thank you' };

    await mailer.send(receipt, { id: 41, createdAt: recorded });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const first = readFileSync(join(dataDir, 'outbox', file!), 'utf8');
    await mailer.send(receipt, { id: 41, createdAt: recorded });

    expect(readdirSync(join(dataDir, 'outbox'))).toEqual([file]);
    expect(readFileSync(join(dataDir, 'outbox', file!), 'utf8')).toBe(first);
    expect(first).toContain('Message-ID: <outbox-41.1700000000000@shop.example>');
  });
});
