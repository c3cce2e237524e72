import {
  AuditPageResponseSchema,
  type AuditKind,
  type AuditPageResponse,
} from '@shop/shared/admin/audit-schemas';
import { api } from '../../../../lib/api-client';

/**
 * GET /admin/audit?actor=&kind=&page=: one page of the audit log, newest first, of one person or
 * one kind of change when asked; `total` every match, `actors` everyone with an entry.
 */
export async function getAuditPage(query: {
  actor: string;
  kind: AuditKind | '';
  page: number;
}): Promise<AuditPageResponse> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.actor) params.set('actor', query.actor);
  if (query.kind) params.set('kind', query.kind);
  return api(`/admin/audit?${params}`, { answer: AuditPageResponseSchema });
}
