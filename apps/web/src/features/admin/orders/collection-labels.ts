import type { CollectionMethod } from '@shop/shared/orders/payment-methods';

/** How the rider took the money, as the admin reads it. */
export const COLLECTION_LABELS: Record<CollectionMethod, string> = {
  cash: 'cash',
  pos: 'POS',
  transfer: 'transfer',
};
