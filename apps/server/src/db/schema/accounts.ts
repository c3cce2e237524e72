import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@shop/shared/auth/staff-roles';
import { SKIN_CONCERNS, SKIN_TYPES } from '@shop/shared/products/skin';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
import { trigramIndexOptions } from './trigram-index.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Set from the account tab; the checkout still asks for a delivery phone of its own. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    /**
     * The e-mail, lower-cased, that its holder proved to be theirs (a code or link the shop mailed
     * to it was used). The account's e-mail is verified while the two match: changing it unverifies.
     */
    verifiedEmail: text('verified_email'),
    // The shopper's own skin (decision 58): one type or none, any concerns; the home page's
    // "Top-rated for your skin" reads them.
    skinType: text('skin_type'),
    skinConcerns: text('skin_concerns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A customer or one of the staff roles of packages/shared/src/auth/staff-roles.ts.
    check('users_role_check', sql`${t.role} in (${sql.raw(ROLES.map((r) => `'${r}'`).join(', '))})`),
    // Unique regardless of case: "Ada" and "ada" are one account.
    check(
      'users_skin_type_known',
      sql`${t.skinType} is null or ${t.skinType} in (${sql.raw(quoted(SKIN_TYPES))})`,
    ),
    check(
      'users_skin_concerns_known',
      sql`${t.skinConcerns} <@ array[${sql.raw(quoted(SKIN_CONCERNS))}]::text[]`,
    ),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin's users tab pages through accounts oldest first.
    index('users_created_idx').on(t.createdAt, t.username),
    // The admin's user search matches any part of the username or e-mail (ILIKE '%…%').
    index('users_search_username_idx').using('gin', t.username.op('gin_trgm_ops')).with(trigramIndexOptions),
    index('users_search_email_idx').using('gin', t.email.op('gin_trgm_ops')).with(trigramIndexOptions),
  ],
);

/** Sign-in sessions: only a hash of the token is kept, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A reset by e-mail code: the code and the reset token are stored hashed, each short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash').unique(),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One counter per limit key (an address, a typed login name, a pair of both…): how many attempts
 * in the window that ends at `resetsAt`, and for sign-in names a growing pause (`blockedUntil`).
 * A single upsert counts an attempt, so processes sharing one PostgreSQL cannot race past a limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limits_resets_idx').on(t.resetsAt)],
);
