import type { UnsubscribeResponse } from '@shop/shared/come-back/come-back-schemas';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { readLink } from '../mail/mail-link-tokens.ts';
import { addUnsubscribe, isUnsubscribed } from './unsubscribes.repository.ts';

// The link in every marketing mail. Opening it (GET) only says what it would do: mail scanners
// open links, and must not unsubscribe anyone; the page's button (POST) does it.

async function addressOf(db: DbOrTx, token: string): Promise<string> {
  const email = await readLink(db, 'unsubscribe', token);
  if (!email) throw badRequest(messages.comeBack.unsubscribeBadLink, 'token');
  return email;
}

export async function unsubscribeStatus(db: DbOrTx, token: string): Promise<UnsubscribeResponse> {
  const email = await addressOf(db, token);
  return { email, unsubscribed: await isUnsubscribed(db, email) };
}

export async function unsubscribe(db: DbOrTx, token: string): Promise<UnsubscribeResponse> {
  const email = await addressOf(db, token);
  await addUnsubscribe(db, email);
  return { email, unsubscribed: true };
}
