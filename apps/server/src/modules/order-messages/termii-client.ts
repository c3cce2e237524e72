import type { Config } from '../../config.ts';
import { postJson, type ProviderAnswer } from './provider-answer.ts';

// Termii's SMS: POST {TERMII_API_URL}/api/sms/send, the key in the JSON body. The `dnd` route
// delivers order messages to numbers on Do-Not-Disturb too, and at any hour (the generic route
// is for promotions and does not).

type TermiiConfig = Pick<Config, 'TERMII_API_URL' | 'TERMII_API_KEY' | 'TERMII_SENDER_ID'>;

export async function sendSms(config: TermiiConfig, digits: string, text: string): Promise<ProviderAnswer> {
  const answer = await postJson(`${config.TERMII_API_URL}/api/sms/send`, {
    api_key: config.TERMII_API_KEY,
    to: digits,
    from: config.TERMII_SENDER_ID,
    sms: text,
    type: 'plain',
    channel: 'dnd',
  });
  const id = (answer.json as { message_id?: unknown } | null)?.message_id;
  // Kept as text: Termii's ids are longer than a JavaScript number holds exactly.
  if (answer.status === 200 && (typeof id === 'string' || typeof id === 'number'))
    return { outcome: 'accepted', providerMessageId: String(id) };
  const error = `Termii ${answer.status || 'unreachable'}: ${answer.text}`;
  if (answer.status === 0 || answer.status === 429 || answer.status >= 500)
    return { outcome: 'retry', error };
  return { outcome: 'refused', error };
}
