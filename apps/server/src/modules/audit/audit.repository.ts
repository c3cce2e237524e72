import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { AuditKind } from '@shop/shared/admin/audit-schemas';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Appends one entry. There is no update or delete here, nor anywhere: the table refuses them. */
export async function insertAuditRow(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export type AuditFilter = { actor?: string; kind?: AuditKind };

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
  );
}

/** One page, newest first (the indexes on at desc, id desc), and the count of every match. */
export async function findAuditPage(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where(filter))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where(filter)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Everyone with an entry, with the name of their latest one, by name. */
export async function findAuditActors(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .orderBy(auditLog.actorId, desc(auditLog.at), desc(auditLog.id));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
