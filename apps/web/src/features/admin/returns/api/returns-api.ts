import {
  ReturnResponseSchema,
  ReturnsResponseSchema,
  type Return,
  type ReturnAction,
} from '@shop/shared/returns/return-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/returns: every return, newest first (the panel filters by status). */
export async function getReturns(): Promise<Return[]> {
  return (await api('/admin/returns', { answer: ReturnsResponseSchema })).data;
}

/** PATCH /admin/returns/:id: approve, refuse, receive or close (decision 52). */
export async function stepReturn(id: string, action: ReturnAction): Promise<Return> {
  const path = `/admin/returns/${encodeURIComponent(id)}`;
  return (await api(path, { method: 'PATCH', body: action, answer: ReturnResponseSchema })).return;
}
