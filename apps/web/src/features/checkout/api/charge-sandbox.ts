import { api } from '../../../lib/api-client';

/** The sandbox popup's "Pay": the server charges the order's own amount to its demo ledger. */
export const chargeSandbox = (reference: string) =>
  api<{ reference: string; status: 'success' }>('/payments/sandbox/charge', {
    method: 'POST',
    body: { reference },
  });
