// A pay-on-delivery order asks its shopper to confirm it before the shop sends a rider
// (docs/decisions/0053-pay-on-delivery-confirmation.md).

export const POD_CONFIRMATIONS = ['unconfirmed', 'confirmed', 'cancelled'] as const;
export type PodConfirmation = (typeof POD_CONFIRMATIONS)[number];

/** Where the answer came from: the mailed link, a WhatsApp button, an SMS reply, or staff after a call. */
export const POD_ANSWER_CHANNELS = ['link', 'whatsapp', 'sms', 'staff'] as const;
export type PodAnswerChannel = (typeof POD_ANSWER_CHANNELS)[number];

export const POD_ANSWERS = ['confirm', 'cancel'] as const;
export type PodAnswer = (typeof POD_ANSWERS)[number];

/** How long an unconfirmed order waits before it is flagged for staff, in hours (a setting). */
export const POD_CONFIRM_HOURS = { min: 1, max: 168, default: 24 } as const;

/**
 * The WhatsApp reply buttons of a pay-on-delivery order's confirmation message: `confirm-GN-100001`
 * and `cancel-GN-100001`, tapped answers that come back to the shop's webhook.
 */
export const podReplyButtonId = (answer: PodAnswer, orderNumber: string) => `${answer}-${orderNumber}`;

/** A tapped button's id as an answer for an order number (`GN-…`); null for any other button. */
export function readPodReplyButton(id: string): { answer: PodAnswer; orderNumber: string } | null {
  const match = /^(confirm|cancel)-(GN-\d{1,9})$/.exec(id);
  return match ? { answer: match[1] as PodAnswer, orderNumber: match[2]! } : null;
}
