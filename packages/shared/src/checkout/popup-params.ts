import { messages } from '../messages.ts';
import type { CheckoutResponse } from './checkout-schemas.ts';

// The card popup's parameter checks, run before either popup opens: key and
// amount required, e-mail required, each parameter of its type.

export type PopupParams = {
  key?: unknown;
  email?: unknown;
  amount?: unknown;
  currency?: unknown;
  reference?: unknown;
  channels?: unknown;
};

/** The one place the popup's parameters are built: the pending order's own figures and the shop's channels. */
export function popupParams(pending: CheckoutResponse) {
  return {
    key: pending.publicKey,
    email: pending.email,
    amount: pending.amountKobo,
    currency: pending.currency,
    reference: pending.reference,
    channels: pending.channels,
  };
}

const isText = (v: unknown) => typeof v === 'string';
const TYPE_CHECKS: Record<keyof PopupParams, (v: unknown) => boolean> = {
  key: isText,
  email: isText,
  amount: (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
  currency: isText,
  reference: isText,
  channels: (v) => Array.isArray(v) && v.every(isText),
};

const missing = (v: unknown) => v === undefined || v === null || v === '';

/** The first problem's message, or null when the popup may open. */
export function popupParamProblem(params: PopupParams): string | null {
  for (const field of ['key', 'amount', 'email'] as const) {
    if (missing(params[field])) return messages.payment.missing(field);
  }
  for (const field of Object.keys(TYPE_CHECKS) as (keyof PopupParams)[]) {
    const value = params[field];
    if (value !== undefined && !TYPE_CHECKS[field](value)) return messages.payment.invalidType(field);
  }
  return null;
}
