import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { configWith } from '../../config.ts';
import { createMailer } from './mailer.ts';

describe('the mailer without SMTP', () => {
  it('writes each message to DATA_DIR/outbox as an .eml a person can open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
    const log = { info: vi.fn() } as unknown as FastifyBaseLogger;
    const mailer = createMailer(configWith({ DATA_DIR: dataDir, SHOP_NAME: 'Ada Beauty' }), log);

    await mailer.send({ to: 'ngozi@example.ng', subject: 'Your code', text: 'Your code is 123456' }, 7);
    await mailer.send({ to: 'ngozi@example.ng', subject: 'Again', text: 'Your code is 654321' }, 8);

    // Two messages in the same millisecond still get two files, in the order they were recorded.
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{15}-000000000007-ngozi@example\.ng\.eml$/);
    expect(files[1]).toMatch(/-000000000008-ngozi@example\.ng\.eml$/);
    const eml = readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ngozi@example.ng');
    expect(eml).toContain('From: Ada Beauty <hello@glownaija.ng>');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Your code is 123456');
  });
});
