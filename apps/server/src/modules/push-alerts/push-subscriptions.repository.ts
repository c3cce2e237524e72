import { and, arrayContains, eq } from 'drizzle-orm';
import type { PushAlertEvent } from '@shop/shared/push-alerts/push-alert-events';
import type { PushSubscribeBody } from '@shop/shared/push-alerts/push-subscription-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema/index.ts';

export type DeviceAlerts = { endpoint: string; events: PushAlertEvent[] };
const toDto = (row: { endpoint: string; events: string[] }): DeviceAlerts => ({
  endpoint: row.endpoint,
  events: row.events as PushAlertEvent[],
});

/**
 * Records a device's alerts for `userId`, or changes the events of one already recorded (the same
 * endpoint again is the same device: its keys and owner are taken from the latest call, so a
 * shared phone signed in as someone else alerts them). Answers the row before, if any.
 */
export async function saveSubscription(tx: DbOrTx, userId: string, body: PushSubscribeBody) {
  const { endpoint, keys } = body.subscription;
  const [before] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, events: body.events };
  const [saved] = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return { before: before ? toDto(before) : undefined, saved: toDto(saved!) };
}

export async function findOwnSubscription(db: DbOrTx, userId: string, endpoint: string) {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  return row ? toDto(row) : undefined;
}

/** Deletes the signed-in person's own device; answers what was deleted. */
export async function deleteOwnSubscription(tx: DbOrTx, userId: string, endpoint: string) {
  const [row] = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning();
  return row ? toDto(row) : undefined;
}

/** Every device that asked for `event`, with its owner's role now (checked again at send time). */
export async function subscribersOf(tx: DbOrTx, event: PushAlertEvent) {
  return tx
    .select({ id: pushSubscriptions.id, role: users.role })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(arrayContains(pushSubscriptions.events, [event]));
}
