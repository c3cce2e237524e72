import type { ReplyButton } from '@shop/shared/orders/order-messages';
import type { Config } from '../../config.ts';
import { postJson, type ProviderAnswer } from './provider-answer.ts';

// WhatsApp's Cloud API: POST {WHATSAPP_API_URL}/{phone-number-id}/messages with a Bearer token.
// Its error codes, from Meta's table, decide what the shop does next (decision 51).

type WhatsAppConfig = Pick<Config, 'WHATSAPP_API_URL' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>;

/** Meta: 24 hours since the customer last wrote; a template may still go. */
export const OUTSIDE_WINDOW = 131047;

/**
 * Throughput reached, too many to one number, app rate limits, unknown error, service
 * unavailable, server errors: nothing went, the same message is tried again later.
 */
const RETRY_CODES = new Set([130429, 131056, 4, 80007, 131000, 131016, 1, 2]);

export type WhatsAppMessage =
  | { type: 'text'; text: string }
  /** Free text with reply buttons (inside the 24-hour window only, as free text). */
  | { type: 'buttons'; text: string; buttons: ReplyButton[] }
  /** `replies`: the payloads of the template's quick-reply buttons, in the template's order. */
  | { type: 'template'; name: string; language: string; parameters: string[]; replies?: string[] };

function body(to: string, message: WhatsAppMessage) {
  const common = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (message.type === 'text')
    return { ...common, type: 'text', text: { preview_url: false, body: message.text } };
  if (message.type === 'buttons')
    return {
      ...common,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: message.text },
        action: { buttons: message.buttons.map((reply) => ({ type: 'reply', reply })) },
      },
    };
  // A quick reply's payload is what the webhook gets back when it is tapped.
  const replies = (message.replies ?? []).map((payload, index) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index,
    parameters: [{ type: 'payload', payload }],
  }));
  return {
    ...common,
    type: 'template',
    template: {
      name: message.name,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ...replies,
      ],
    },
  };
}

type GraphError = { error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } } };
type GraphAnswer = { messages?: { id?: unknown }[] };

/** Sends to `digits` (234…) with the plus Meta recommends: without it Meta prefixes the shop's own country code. */
export async function sendWhatsApp(
  config: WhatsAppConfig,
  digits: string,
  message: WhatsAppMessage,
): Promise<ProviderAnswer> {
  const url = `${config.WHATSAPP_API_URL}/${encodeURIComponent(config.WHATSAPP_PHONE_NUMBER_ID ?? '')}/messages`;
  const answer = await postJson(url, body(`+${digits}`, message), {
    authorization: `Bearer ${config.WHATSAPP_TOKEN ?? ''}`,
  });
  const id = (answer.json as GraphAnswer | null)?.messages?.[0]?.id;
  if (answer.status === 200 && typeof id === 'string') return { outcome: 'accepted', providerMessageId: id };
  if (answer.status === 0) return { outcome: 'retry', error: `WhatsApp unreachable: ${answer.text}` };
  const error = (answer.json as GraphError | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const details = typeof error?.error_data?.details === 'string' ? error.error_data.details : undefined;
  const said = typeof error?.message === 'string' ? error.message : answer.text;
  const text = `WhatsApp ${answer.status}${code === undefined ? '' : ` (${code})`}: ${details ?? said}`;
  // Meta: act on the code, not on the HTTP status; a 5xx without one is an outage.
  if (code !== undefined ? RETRY_CODES.has(code) : answer.status >= 500 || answer.status === 429)
    return { outcome: 'retry', error: text };
  return { outcome: 'refused', error: text, ...(code !== undefined && { code }) };
}
