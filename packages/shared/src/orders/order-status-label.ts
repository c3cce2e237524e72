import type { OrderStatus } from './order-schemas.ts';

/** A status as words for people: `pay_on_delivery` reads "pay on delivery"; the others are their own word. */
export const orderStatusLabel = (status: OrderStatus | string) => status.replaceAll('_', ' ');
