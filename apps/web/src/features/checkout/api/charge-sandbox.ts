import { SandboxChargeResponseSchema } from '@shop/shared/checkout/checkout-schemas';
import type { PaymentChannel } from '@shop/shared/settings/settings-schemas';
import { api } from '../../../lib/api-client';

/**
 * The sandbox popup's payment: the server charges the order's own amount to its demo ledger, by
 * card at once, by transfer or USSD a few seconds later (the answer shows the account or code).
 */
export const chargeSandbox = (reference: string, channel: PaymentChannel = 'card') =>
  api('/payments/sandbox/charge', {
    method: 'POST',
    body: { reference, channel },
    answer: SandboxChargeResponseSchema,
  });
