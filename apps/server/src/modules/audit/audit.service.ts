import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditKind,
  type AuditPageResponse,
  type AuditQuery,
} from '@shop/shared/admin/audit-schemas';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { findAuditActors, findAuditPage, insertAuditRow, type AuditRow } from './audit.repository.ts';

/** Who made a change: the guard's signed-in user, never anything the request's body says. */
export type AuditActor = Pick<SessionUserRow, 'id' | 'username' | 'email'>;

type Fields = Record<string, unknown>;

export type AuditChange = {
  actor: AuditActor;
  kind: AuditKind;
  subject: { type: string; id?: string | number | null };
  /** One line a person reads, money in naira with the ₦ sign. */
  summary: string;
  before?: Fields | null;
  after?: Fields | null;
};

/**
 * Records a staff change. Takes the caller's transaction: the entry is written with the change or
 * not at all (a change that fails or rolls back leaves no entry, and no entry exists without it).
 */
export async function recordChange(tx: DbOrTx, change: AuditChange): Promise<void> {
  await insertAuditRow(tx, {
    actorId: change.actor.id,
    actorName: change.actor.username,
    actorEmail: change.actor.email,
    kind: change.kind,
    subjectType: change.subject.type,
    subjectId: change.subject.id == null ? null : String(change.subject.id),
    summary: change.summary,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose values differ, before and after (keys of either side); null when nothing
 * changed, so a save that changed nothing records nothing.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const was: Fields = {};
  const now: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    kind: row.kind as AuditKind,
    subject: { type: row.subjectType, id: row.subjectId },
    summary: row.summary,
    before: (row.before as Fields | null) ?? null,
    after: (row.after as Fields | null) ?? null,
  };
}

/** A page of the audit view, newest first. */
export async function readAuditPage(db: DbOrTx, query: AuditQuery): Promise<AuditPageResponse> {
  const filter = { actor: query.actor, kind: query.kind };
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [{ rows, total }, actors] = await Promise.all([
    findAuditPage(db, filter, { limit: AUDIT_PAGE_SIZE, offset }),
    findAuditActors(db),
  ]);
  return { entries: rows.map(toEntry), total, page: query.page, pageSize: AUDIT_PAGE_SIZE, actors };
}
