// Paystack's channels and their names, without zod: the storefront's first bundle reads them
// (the checkout says which are accepted); settings-schemas.ts re-exports them.

/** Paystack's documented channels, in the order the admin offers them. */
export const PAYSTACK_CHANNELS = ['card', 'bank_transfer', 'ussd', 'bank', 'qr'] as const;
export type PaymentChannel = (typeof PAYSTACK_CHANNELS)[number];

/** What a shopper sees each channel called at the checkout and in the admin. */
export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  card: 'Card (Verve, Visa, Mastercard)',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  bank: 'Bank account',
  qr: 'QR code',
};
