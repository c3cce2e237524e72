import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { adminExists, insertUserIfFree } from './accounts.repository.ts';
import { hashPassword } from './password.ts';

/**
 * A shop with no administrator cannot be run, so the first start makes one: its `owner` (decision
 * 0036), whose role nobody can change. With no password
 * configured a random one is generated and returned for main.ts to print once; only its hash is stored.
 */
export async function ensureAdmin(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  if (await adminExists(db)) return {};

  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const inserted = await insertUserIfFree(db, {
    username: config.ADMIN_USERNAME,
    email: config.ADMIN_EMAIL,
    firstName: 'Shop',
    lastName: 'Admin',
    role: 'owner',
    passwordHash: await hashPassword(password),
  });

  if (!inserted) {
    // Another shop process starting at the same moment made the admin: nothing to say.
    if (await adminExists(db)) return {};
    // The name or e-mail belongs to a customer already: promote nobody silently, say so.
    log.warn(
      { username: config.ADMIN_USERNAME },
      `No admin exists and the username or e-mail of ADMIN_USERNAME/ADMIN_EMAIL is taken; set others to create one`,
    );
    return {};
  }
  if (config.ADMIN_PASSWORD) {
    log.info(
      { username: config.ADMIN_USERNAME },
      'created the admin account from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
    return {};
  }
  return { generatedPassword: password };
}
