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
