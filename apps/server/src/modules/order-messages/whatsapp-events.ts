import { OPT_IN_WORDS, OPT_OUT_WORDS, type MessageStatus } from '@shop/shared/orders/order-messages';

// What the shop reads from a WhatsApp webhook call: message statuses, and the customers' own
// messages (their 24-hour window, STOP and START). Anything else in the envelope is ignored.

export type WhatsAppEvent =
  | { type: 'status'; messageId: string; status: Exclude<MessageStatus, 'sending'>; error: string | null }
  | { type: 'inbound'; from: string; at: Date; optIn: boolean | null; buttonId: string | null };

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function statusEvent(status: unknown): WhatsAppEvent | null {
  if (!isObject(status)) return null;
  const messageId = str(status.id);
  const value = str(status.status);
  if (!messageId || !value || !STATUSES.has(value)) return null;
  const [first] = list(status.errors);
  const error = isObject(first)
    ? `WhatsApp (${String(first.code)}): ${str(isObject(first.error_data) ? first.error_data.details : undefined) ?? str(first.title) ?? ''}`
    : null;
  return { type: 'status', messageId, status: value as 'sent', error };
}

/** STOP or UNSUBSCRIBE, START: the whole message, any case, spaces around it. */
function optInOf(text: string | undefined): boolean | null {
  const word = text?.trim().toUpperCase() ?? '';
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return false;
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return true;
  return null;
}

function inboundEvent(message: unknown): WhatsAppEvent | null {
  if (!isObject(message)) return null;
  const from = str(message.from);
  if (!from || !/^\d{6,15}$/.test(from)) return null;
  const seconds = Number(str(message.timestamp));
  const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
  const text = isObject(message.text) ? str(message.text.body) : undefined;
  // A tapped reply button (interactive) or a template's quick reply (button): kept for kinds with buttons.
  const reply = isObject(message.interactive) ? message.interactive.button_reply : undefined;
  const buttonId =
    (isObject(reply) ? str(reply.id) : undefined) ??
    (isObject(message.button) ? str(message.button.payload) : undefined) ??
    null;
  const buttonText = isObject(message.button) ? str(message.button.text) : undefined;
  return {
    type: 'inbound',
    from,
    at: at > new Date() ? new Date() : at,
    optIn: optInOf(text ?? buttonText),
    buttonId,
  };
}

export function readWhatsAppEvents(body: unknown): WhatsAppEvent[] {
  if (!isObject(body)) return [];
  const events: WhatsAppEvent[] = [];
  for (const entry of list(body.entry)) {
    for (const change of list(isObject(entry) ? entry.changes : undefined)) {
      const value = isObject(change) ? change.value : undefined;
      if (!isObject(value)) continue;
      for (const status of list(value.statuses)) {
        const event = statusEvent(status);
        if (event) events.push(event);
      }
      for (const message of list(value.messages)) {
        const event = inboundEvent(message);
        if (event) events.push(event);
      }
    }
  }
  return events;
}
