import { mayHearPushAlert } from '@shop/shared/push-alerts/push-alert-events';
import type { PushSubscribeBody } from '@shop/shared/push-alerts/push-subscription-schemas';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import {
  deleteOwnSubscription,
  findOwnSubscription,
  saveSubscription,
} from './push-subscriptions.repository.ts';

// The audit entry names the push service (its origin), never the whole endpoint: the endpoint is
// the device's address, and anyone holding it with the keys could send to the phone.
const serviceOf = (endpoint: string) => new URL(endpoint).origin;

/** The caller's own device by its endpoint (another person's: 404, it tells nothing). */
export async function ownSubscription(db: Database, userId: string, endpoint: string) {
  const found = await findOwnSubscription(db, userId, endpoint);
  if (!found) throw notFound(messages.pushAlerts.notFound);
  return found;
}

/**
 * Turns alerts on for the caller's device, or changes its events: only events the caller's role
 * sees (403 naming the first one it does not), recorded in the audit log when something changed.
 */
export async function subscribeDevice(
  db: Database,
  user: SessionUserRow & AuditActor,
  body: PushSubscribeBody,
) {
  const refused = body.events.find((event) => !mayHearPushAlert(user.role, event));
  if (refused) throw forbidden(messages.pushAlerts.notAllowedEvent(messages.pushAlerts.eventLabels[refused]));
  const events = [...new Set(body.events)];
  return db.transaction(async (tx) => {
    const { before, saved } = await saveSubscription(tx, user.id, { ...body, events });
    const changed = !before || before.events.join() !== saved.events.join();
    if (changed)
      await recordChange(tx, {
        actor: user,
        kind: 'push.subscribed',
        subject: { type: 'push_subscription', id: null },
        summary: `Alerts turned on for a device (${serviceOf(saved.endpoint)}): ${saved.events.join(', ')}`,
        before: before ? { events: before.events } : null,
        after: { events: saved.events },
      });
    return saved;
  });
}

/** Turns alerts off for the caller's own device; nothing to turn off is not an error. */
export async function unsubscribeDevice(db: Database, user: AuditActor, endpoint: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteOwnSubscription(tx, user.id, endpoint);
    if (!deleted) return;
    await recordChange(tx, {
      actor: user,
      kind: 'push.unsubscribed',
      subject: { type: 'push_subscription', id: null },
      summary: `Alerts turned off for a device (${serviceOf(endpoint)})`,
      before: { events: deleted.events },
    });
  });
}
