import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// Without SMTP a reset code is a file in DATA_DIR/outbox: only the shop's user may read it
// (README, "Files only the shop can read").
const t = await buildTestApp();
const modeOf = (path: string) => lstatSync(path).mode & 0o777;

describe('mail written to the outbox folder', () => {
  it("is the shop user's alone: the folder 0700, the message 0600", async () => {
    const { user } = await createUser(t.db);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(await t.deliverMail()).toMatchObject({ sent: 1 });

    const outbox = join(t.config.DATA_DIR, 'outbox');
    const [message] = readdirSync(outbox);
    expect(message).toMatch(/\.eml$/);
    expect(modeOf(outbox)).toBe(0o700);
    expect(modeOf(join(outbox, message!))).toBe(0o600);
  });
});
