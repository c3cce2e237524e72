import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * What the shopkeeper set in the admin, one row a part (`payment`, later `delivery`, …), each a
 * JSON document checked by the shared schema when written and when read. A part never written
 * reads as the shop's default.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every change of a setting: who, when, before and after. Appended, never changed. */
export const shopSettingChanges = pgTable('shop_setting_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  before: jsonb('before'),
  after: jsonb('after').notNull(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  /** Kept as written, so the record still names a person whose account was deleted. */
  changedByName: text('changed_by_name').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
