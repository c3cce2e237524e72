import { queueStatusMessage } from '../order-messages/order-message-events.ts';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import {
  canChangeStatus,
  refusedTransitionMessage,
  shipmentProblem,
  type AdminOrderStatus,
} from '@shop/shared/admin/order-status';
import { COURIER_NAMES, type CourierId, type Shipment } from '@shop/shared/orders/couriers';
import type { Order, OrderStatus } from '@shop/shared/orders/order-schemas';
import type { CollectionMethod } from '@shop/shared/orders/payment-methods';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { checkCollection, findPaymentMethod, recordCollection } from './order-collection.ts';
import { orderPageUrl } from './order-links.ts';
import { isMailedStatus, orderStatusMail } from './order-status-mail.ts';
import { reviewInviteToken, reviewInviteUrl } from './review-invite-link.ts';
import { reviewInviteMail } from './review-invite-mail.ts';
import { releaseOrderStock } from '../stock/stock-holds.ts';
import {
  findOrderStatus,
  moveOrderStatus,
  recordShipment,
  recordStatusEvent,
} from './order-status.repository.ts';
import { findOrderById, findViewToken } from './orders.repository.ts';

/** Who is told about a step: the shop's name and address for the e-mail (see order-links.ts). */
export type StatusMailDeps = { shopName: string; shopUrl: string };

export const ORDER_NOT_FOUND = 'Order not found';

/** What a step may carry besides its status: the rider's collection, a shipment's courier. */
export type StatusStepDetails = {
  collected?: CollectionMethod;
  courier?: CourierId;
  trackingNumber?: string;
};

/** The shipment a step records, once its courier and tracking number have been checked. */
function shipmentOf(to: AdminOrderStatus, details: StatusStepDetails): Shipment | undefined {
  const problem = shipmentProblem(to, details.courier, details.trackingNumber);
  if (problem) throw badRequest(problem.message, problem.field);
  return details.courier && { courier: details.courier, trackingNumber: details.trackingNumber ?? null };
}

const shipmentSummary = (s: Shipment) =>
  ` (${COURIER_NAMES[s.courier]}${s.trackingNumber ? ` ${s.trackingNumber}` : ''})`;

/**
 * One status step by an admin, recorded with its time and author. The update is conditional on
 * the status read, so two admins clicking at once cannot both move the order. Shipped, delivered
 * and cancelled are mailed to the customer through the outbox in the same transaction: the step
 * and its e-mail are kept together or not at all.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  to: AdminOrderStatus,
  admin: AuditActor,
  mail: StatusMailDeps,
  details: StatusStepDetails = {},
): Promise<Order> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const { collected } = details;
  const shipment = shipmentOf(to, details);
  return db.transaction(async (tx) => {
    const from = await findOrderStatus(tx, orderId);
    if (!from) throw notFound(ORDER_NOT_FOUND);
    if (!canChangeStatus(from, to)) throw conflict(refusedTransitionMessage(from, to));
    checkCollection((await findPaymentMethod(tx, orderId))!, to, collected);
    const order = await takeStatusStep(
      tx,
      { orderId, from, to, changedBy: admin.id, collected, shipment },
      mail,
    );
    await recordChange(tx, {
      actor: admin,
      kind: 'order.status',
      subject: { type: 'order', id: orderId },
      summary: `Order ${order.orderNumber}: ${from} → ${to}${collected ? ` (collected by ${collected})` : ''}${shipment ? shipmentSummary(shipment) : ''}`,
      before: { status: from },
      after: {
        status: to,
        ...(collected && { collectedVia: collected }),
        ...(shipment && { courier: shipment.courier, trackingNumber: shipment.trackingNumber }),
      },
    });
    return order;
  });
}

/** A checked step, by staff or (a cancel) by the shopper herself; `changedBy` null for the shopper. */
export type StatusStep = {
  orderId: string;
  from: OrderStatus;
  to: AdminOrderStatus;
  changedBy: string | null;
  note?: string;
  collected?: CollectionMethod;
  shipment?: Shipment;
};

/**
 * The one way an order moves on, in the caller's transaction: the conditional move, its event,
 * the goods of a cancelled order back on the shelf, and the customer's e-mail. Staff's steps and
 * the shopper's own cancel (decision 53) both come through here, so stock is returned one way.
 */
export async function takeStatusStep(
  tx: Transaction,
  step: StatusStep,
  mail: StatusMailDeps,
): Promise<Order> {
  const { orderId, from, to, collected, shipment } = step;
  if (!(await moveOrderStatus(tx, orderId, from, to)))
    throw conflict(`The order changed meanwhile; it is no longer ${from}. Please reload.`);
  await recordStatusEvent(tx, {
    orderId,
    fromStatus: from,
    toStatus: to,
    ...(step.changedBy && { changedBy: step.changedBy }),
    ...(step.note && { note: step.note }),
  });
  if (collected) await recordCollection(tx, orderId, collected);
  if (shipment) await recordShipment(tx, orderId, shipment);
  // A cancelled order's goods go back on the shelf, in the same transaction as the change.
  if (to === 'cancelled') await releaseOrderStock(tx, orderId, ['held', 'sold']);
  const order = (await findOrderById(tx, orderId))!;
  if (isMailedStatus(to)) {
    const pageUrl = orderPageUrl(mail.shopUrl, (await findViewToken(tx, orderId))!);
    await enqueueMail(tx, orderStatusMail(order, to, mail.shopName, pageUrl));
    if (to !== 'cancelled') await queueStatusMessage(tx, order, to, mail.shopName, pageUrl);
  }
  // Delivered: the customer is asked for reviews, recorded with the status change.
  // A guest's invitation carries a link signed for this order: the proof that lets them review.
  if (to === 'delivered' && order.items.length > 0) {
    const guestLink = order.userId
      ? undefined
      : reviewInviteUrl(mail.shopUrl, await reviewInviteToken(tx, orderId));
    await enqueueMail(tx, reviewInviteMail(order, mail.shopUrl, mail.shopName, guestLink));
  }
  return order;
}
