import type { FastifyBaseLogger } from 'fastify';
import type { MessageChannel } from '@shop/shared/orders/order-messages';
import type { MessageTemplate } from '@shop/shared/settings/settings-schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail, type OutboxRow, type QueuedMail } from '../mail/outbox.repository.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { configuredChannels } from '../settings/message-channels.ts';
import {
  findRecipient,
  forgetAttempt,
  logRowsOf,
  recordOutcome,
  recordSending,
} from './order-messages.repository.ts';
import type { ProviderAnswer } from './provider-answer.ts';
import { QueuedOrderMessageSchema, type QueuedOrderMessage } from './queue-order-message.ts';
import { sendSms } from './termii-client.ts';
import { OUTSIDE_WINDOW, sendWhatsApp, type WhatsAppMessage } from './whatsapp-client.ts';

export type OrderMessageDeps = { db: Database; config: Config; log: FastifyBaseLogger };

/** WhatsApp's customer service window: free text within a day of the customer's last message. */
export const WINDOW_MS = 24 * 3_600_000;

/** No message at all: the message is done. A string: nothing went, try again later. */
type Next = null | { retry: string };
type Attempt = { orderId: string; outboxId: number; kind: string; recipient: string };
type Tried = 'sent' | 'refused' | { retry: string };

/** The provider's answer, written where the attempt's `sending` row is. */
async function settle(
  deps: OrderMessageDeps,
  attempt: Attempt,
  channel: MessageChannel,
  answer: ProviderAnswer,
): Promise<Tried> {
  const { db, log } = deps;
  if (answer.outcome === 'accepted') {
    await recordOutcome(db, attempt.outboxId, channel, {
      status: 'sent',
      providerMessageId: answer.providerMessageId,
    });
    return 'sent';
  }
  if (answer.outcome === 'retry') {
    await forgetAttempt(db, attempt.outboxId, channel);
    return { retry: answer.error };
  }
  await recordOutcome(db, attempt.outboxId, channel, { status: 'failed', error: answer.error });
  const context = { outboxId: attempt.outboxId, channel, error: answer.error };
  if (answer.code === 0 || answer.code === 190)
    log.error(context, 'WhatsApp refused the shop: check WHATSAPP_TOKEN');
  else log.warn(context, 'order message refused; trying the next channel');
  return 'refused';
}

async function tryWhatsApp(
  deps: OrderMessageDeps,
  attempt: Attempt,
  message: QueuedOrderMessage,
  setTemplate: MessageTemplate,
  lastInboundAt: Date | null | undefined,
  at: Date,
): Promise<Tried> {
  const inWindow = lastInboundAt != null && at.getTime() - lastInboundAt.getTime() < WINDOW_MS;
  const { text, parameters, buttons } = message.content;
  // Outside the window the buttons go only as the template's own quick replies, if it was approved with them.
  const template: WhatsAppMessage | null = setTemplate.name
    ? {
        type: 'template',
        name: setTemplate.name,
        language: setTemplate.language,
        parameters,
        ...(buttons && setTemplate.quickReplies && { replies: buttons.map((b) => b.id) }),
      }
    : null;
  const free: WhatsAppMessage = buttons ? { type: 'buttons', text, buttons } : { type: 'text', text };
  const channel = 'whatsapp';
  await recordSending(deps.db, { ...attempt, channel });
  if (!inWindow && !template)
    return settle(deps, attempt, channel, {
      outcome: 'refused',
      error: 'Outside the 24-hour window and no WhatsApp template is set for this message',
    });
  const { config } = deps;
  let answer = await sendWhatsApp(config, attempt.recipient, inWindow ? free : template!);
  // Our record of the window can be behind WhatsApp's: then the template says it.
  if (inWindow && template && answer.outcome === 'refused' && answer.code === OUTSIDE_WINDOW)
    answer = await sendWhatsApp(config, attempt.recipient, template);
  return settle(deps, attempt, channel, answer);
}

async function trySms(deps: OrderMessageDeps, attempt: Attempt, message: QueuedOrderMessage): Promise<Tried> {
  await recordSending(deps.db, { ...attempt, channel: 'sms' });
  return settle(deps, attempt, 'sms', await sendSms(deps.config, attempt.recipient, message.content.text));
}

/** The message by e-mail, with its log line, both or neither. */
async function mailInstead(deps: OrderMessageDeps, attempt: Attempt, mail: QueuedMail) {
  await deps.db.transaction(async (tx) => {
    await enqueueMail(tx, mail);
    await recordSending(tx, { ...attempt, channel: 'email' });
    await recordOutcome(tx, attempt.outboxId, 'email', { status: 'sent', providerMessageId: null });
  });
}

/**
 * One queued message: WhatsApp if on and the number has not said STOP (text within its 24-hour
 * window, else the kind's template), else or when WhatsApp refuses it, SMS the same way, and last
 * the e-mail it carries, if any (the others' e-mail went with their event). A channel that already
 * refused this message is not asked again; an attempt a dead worker left `sending` may have gone,
 * so the message is never sent again (at most once, decision 51).
 */
export async function sendOrderMessage(deps: OrderMessageDeps, row: OutboxRow, at: Date): Promise<Next> {
  const message = QueuedOrderMessageSchema.parse(JSON.parse(row.text));
  const attempt = {
    orderId: message.orderId,
    outboxId: row.id,
    kind: message.kind,
    recipient: row.recipient,
  };
  const logs = await logRowsOf(deps.db, row.id);
  const interrupted = logs.filter((l) => l.status === 'sending');
  for (const log of interrupted) {
    const error = 'The worker stopped while sending; not sent again, so the customer never gets it twice';
    await recordOutcome(deps.db, row.id, log.channel as MessageChannel, { status: 'failed', error });
  }
  if (interrupted.length > 0 || logs.some((l) => l.status !== 'failed')) return null;
  const refused = new Set(logs.map((l) => l.channel));

  const settings = (await readShopSettings(deps.db)).messages;
  const configured = configuredChannels(deps.config);
  const recipient = await findRecipient(deps.db, row.recipient);
  const mayText = !recipient?.optedOutAt;
  const steps: (() => Promise<Tried>)[] = [];
  if (settings.whatsapp && configured.whatsapp && mayText && !refused.has('whatsapp'))
    steps.push(() =>
      tryWhatsApp(deps, attempt, message, settings.templates[message.kind], recipient?.lastInboundAt, at),
    );
  if (settings.sms && configured.sms && mayText && !refused.has('sms'))
    steps.push(() => trySms(deps, attempt, message));
  for (const step of steps) {
    const tried = await step();
    if (tried === 'sent') return null;
    if (tried !== 'refused') return tried;
  }
  if (message.fallbackMail && !refused.has('email'))
    await mailInstead(deps, attempt, message.fallbackMail as QueuedMail);
  return null;
}
