import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { PodAnswerChannel, PodConfirmation } from '@shop/shared/orders/pod-confirmation';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** The order's payment method, status and answer, its row locked until the transaction ends. */
export async function lockPodOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx
    .select({
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      confirmation: orders.podConfirmation,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export async function recordPodAnswer(
  tx: DbOrTx,
  orderId: string,
  answer: { confirmation: PodConfirmation; via: PodAnswerChannel; at: Date },
) {
  await tx
    .update(orders)
    .set({ podConfirmation: answer.confirmation, podAnsweredVia: answer.via, podAnsweredAt: answer.at })
    .where(eq(orders.id, orderId));
}

/**
 * Flags the pay-on-delivery orders still unconfirmed, not yet flagged, made before `before` and
 * still on their way to be sent (not cancelled or gone): one statement, so two processes never
 * flag an order twice. Answers how many were flagged.
 */
export async function flagUnconfirmedBefore(tx: DbOrTx, before: Date, now: Date): Promise<number> {
  const flagged = await tx
    .update(orders)
    .set({ podFlaggedAt: now })
    .where(
      and(
        eq(orders.podConfirmation, 'unconfirmed'),
        isNull(orders.podFlaggedAt),
        lte(orders.createdAt, before),
        sql`${orders.status} in ('pay_on_delivery', 'processing')`,
      ),
    )
    .returning({ id: orders.id });
  return flagged.length;
}

/** The order of a number (`GN-` left off) and the phone it was made with; undefined when none. */
export async function findOrderPhone(tx: DbOrTx, orderNumber: number) {
  const [row] = await tx
    .select({ id: orders.id, phoneNumber: orders.phoneNumber })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}
