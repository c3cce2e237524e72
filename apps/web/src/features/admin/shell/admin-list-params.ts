import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditKind } from '@shop/shared/admin/audit-schemas';
import type { OrderStatus } from '@shop/shared/orders/order-schemas';
import { ORDER_STATUS_VALUES } from '@shop/shared/orders/order-schemas';
import { POD_CONFIRMATIONS } from '@shop/shared/orders/pod-confirmation';

// The admin lists' search, filters and page live in the address (`/admin?q=…&page=2`), so the
// route loader reads them, a reload keeps them, and Back steps through pages.

export type StatusFilter = OrderStatus | '';

/** Pay-on-delivery orders by their shopper's answer; `flagged`: unconfirmed past the set hours (decision 53). */
const CONFIRMATION_FILTERS = [...POD_CONFIRMATIONS, 'flagged'] as const;
export type ConfirmationFilter = (typeof CONFIRMATION_FILTERS)[number] | '';

export type AdminListParams = {
  q: string;
  /** 1 for the first page. */
  page: number;
  rating: number | null;
  lowStock: boolean;
  status: StatusFilter;
  /** The orders list's pay-on-delivery confirmation filter ('' for any). */
  confirmation: ConfirmationFilter;
  /** The audit log's filters: one person's id, one kind of change ('' for all). */
  actor: string;
  kind: AuditKind | '';
};

export const PAGE_SIZES = {
  products: 24,
  users: 20,
  reviews: 12,
  orders: 24,
  customers: 24,
  audit: AUDIT_PAGE_SIZE,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isKind = (v: string | null): v is AuditKind =>
  v !== null && (AUDIT_KINDS as readonly string[]).includes(v);

const isConfirmation = (v: string | null): v is Exclude<ConfirmationFilter, ''> =>
  v !== null && (CONFIRMATION_FILTERS as readonly string[]).includes(v);

const isStatus = (v: string | null): v is OrderStatus =>
  v !== null && (ORDER_STATUS_VALUES as readonly string[]).includes(v);

export function readListParams(search: URLSearchParams): AdminListParams {
  const page = Number(search.get('page'));
  const rating = Number(search.get('rating'));
  const status = search.get('status');
  const actor = search.get('actor') ?? '';
  const kind = search.get('kind');
  const confirmation = search.get('confirmation');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    lowStock: search.get('low') === '1',
    status: isStatus(status) ? status : '',
    confirmation: isConfirmation(confirmation) ? confirmation : '',
    actor: UUID.test(actor) ? actor : '',
    kind: isKind(kind) ? kind : '',
  };
}

/** The address of a list state: only what differs from the first, unfiltered page. */
export function listSearch(params: AdminListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.rating) out.set('rating', String(params.rating));
  if (params.lowStock) out.set('low', '1');
  if (params.status) out.set('status', params.status);
  if (params.confirmation) out.set('confirmation', params.confirmation);
  if (params.actor) out.set('actor', params.actor);
  if (params.kind) out.set('kind', params.kind);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

export const offsetOf = (page: number, size: number) => (page - 1) * size;
