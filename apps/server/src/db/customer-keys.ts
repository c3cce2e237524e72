import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

// The database's side of packages/shared's customerEmailKey and customerPhoneKey, for matching
// stored orders: the same person however her e-mail or phone was typed on each order.

/** lower(trim(email)) without a "+tag" in the local part: the SQL of customerEmailKey. */
export const emailKeyOf = (column: AnyColumn | SQL): SQL =>
  sql`regexp_replace(lower(trim(${column})), '\\+[^@]*(@[^@]*)$', '\\1')`;

/** The last ten digits: the SQL of customerPhoneKey. */
export const phoneKeyOf = (column: AnyColumn | SQL): SQL =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;
