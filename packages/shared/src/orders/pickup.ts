import type { TransportChoice } from '../checkout/transport-options.ts';
import type { Order } from './order-schemas.ts';

/** Where a picked-up order "goes": the shop's own counter, at no delivery cost (staff orders). */
export const PICKUP: TransportChoice = { id: 'PICKUP', label: 'Pickup at the shop', costKobo: 0 };

export const isPickup = (order: Pick<Order, 'transportOption'>) => order.transportOption === PICKUP.id;
