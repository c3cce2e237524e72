import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { mayHearPushAlert } from '@shop/shared/push-alerts/push-alert-events';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../mail/retry-schedule.ts';
import {
  claimNextPush,
  dropSubscription,
  markPushFailed,
  markPushSent,
  type ClaimedPush,
} from './push-queue.repository.ts';
import { vapidKeys } from './vapid-keys.ts';

export type PushDeps = {
  db: Database;
  config: Pick<Config, 'SHOP_EMAIL'>;
  log: FastifyBaseLogger;
  /** Only tests set it: the https agent that trusts the local push service's throwaway certificate. */
  agent?: Agent;
};
type RunOptions = { now?: () => Date; shouldStop?: () => boolean };

/** Longer than one request may take (TIMEOUT_MS), so a live claim never runs out. */
const PUSH_LEASE_MS = 60_000;
const TIMEOUT_MS = 15_000;
/** A sale told a day late is no news: the push service may drop it after this. */
const TTL_SECONDS = 24 * 60 * 60;

/** What the push service's answer means for the device (docs/decisions/0050-push-alerts.md). */
function outcomeOf(error: unknown): 'gone' | 'retry' | 'refused' {
  if (!(error instanceof WebPushError)) return 'retry'; // no answer: network, timeout
  if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
  if (error.statusCode === 429 || error.statusCode >= 500) return 'retry';
  return 'refused'; // 400, 401/403 (VAPID), 413: sending again would be refused again
}

async function send(deps: PushDeps, push: ClaimedPush): Promise<void> {
  const keys = await vapidKeys(deps.db);
  await webpush.sendNotification(push.subscription, JSON.stringify(push.payload), {
    vapidDetails: { subject: `mailto:${deps.config.SHOP_EMAIL}`, ...keys },
    TTL: TTL_SECONDS,
    urgency: push.event === 'stock.low' ? 'normal' : 'high',
    timeout: TIMEOUT_MS,
    ...(deps.agent ? { agent: deps.agent } : {}),
  });
}

/**
 * Sends every push that is due, one claim at a time, until none is left (or `shouldStop`). The
 * owner's role is checked again here: someone whose role changed since hears nothing more. A
 * device the push service calls gone is deleted; a busy or failing service is tried again later on
 * the mail's schedule; a refusal is kept, given up, for the operator. Answers what happened.
 */
export async function deliverDuePushes(deps: PushDeps, options: RunOptions = {}) {
  const now = options.now ?? (() => new Date());
  const result = { sent: 0, failed: 0, dropped: 0 };
  while (!options.shouldStop?.()) {
    const push = await claimNextPush(deps.db, now(), PUSH_LEASE_MS);
    if (!push) break;
    if (!mayHearPushAlert(push.role, push.event)) {
      await markPushFailed(deps.db, push, 'the role may no longer hear this alert', null, now());
      result.failed++;
      continue;
    }
    try {
      await send(deps, push);
    } catch (error) {
      const outcome = outcomeOf(error);
      const reason = error instanceof WebPushError ? `${error.statusCode} ${error.body}` : String(error);
      const context = { pushId: push.id, subscriptionId: push.subscription.id, reason };
      if (outcome === 'gone') {
        await dropSubscription(deps.db, push.subscription.id);
        deps.log.info(context, 'push subscription gone; deleted');
        result.dropped++;
        continue;
      }
      result.failed++;
      const at = now();
      const giveUp = outcome === 'refused' || at.getTime() - push.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      const retryAt = giveUp ? null : new Date(at.getTime() + retryDelayMs(push.attempts));
      await markPushFailed(deps.db, push, reason, retryAt, at);
      if (giveUp) deps.log.error(context, 'PUSH GIVEN UP; check the VAPID keys or the device');
      else deps.log.warn({ ...context, retryAt }, 'push failed; will retry');
      continue;
    }
    await markPushSent(deps.db, push, now());
    result.sent++;
  }
  return result;
}
