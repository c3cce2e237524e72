import type { SandboxChargeResponse, SandboxPaymentDetails } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import {
  CHANNEL_LABELS,
  PAYSTACK_CHANNELS,
  type PaymentChannel,
} from '@shop/shared/settings/settings-schemas';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { shopSettingsNow } from '../settings/settings.service.ts';
import { awaitTransfer, TRANSFER_VALID_MS } from './awaited-transfer.ts';
import { recordPaymentSignal } from './payment-signals.repository.ts';
import {
  recordPaymentEvent,
  recordSandboxCharge,
  recordSignalledSandboxCharge,
} from './payments.repository.ts';
import { LANDS_LATER, SANDBOX_LANDING_MS, sandboxPaymentDetails } from './sandbox-bank.ts';
import { settleMessages } from './settle-payment.ts';
import { findOrderRow } from './settlement.repository.ts';

// The payment routes' writes: a provider's event as it came, and the sandbox popup's charge.

/**
 * A Paystack event kept with its signal, in one transaction: even if settling it fails or the
 * process dies, the order is re-checked among the likely paid first.
 */
export async function keepPaystackEvent(
  db: Database,
  event: { name: string; reference: string | null; payload: unknown },
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordPaymentEvent(tx, {
      provider: 'paystack',
      event: event.name,
      reference: event.reference,
      payload: event.payload,
    });
    if (event.reference) await recordPaymentSignal(tx, event.reference, 'webhook');
  });
}

/**
 * The sandbox popup's "charge": the order's own amount, never one sent by the browser, by a
 * channel the shop accepts. A card is paid at once; a transfer or USSD payment lands later.
 */
export async function chargeInSandbox(
  deps: { db: Database; shopName: string },
  { reference, channel }: { reference: string; channel: PaymentChannel },
): Promise<SandboxChargeResponse> {
  const { db } = deps;
  const target = await findOrderRow(db, reference);
  if (!target) throw notFound(settleMessages.notFound);
  if (target.status === 'cancelled') throw conflict(settleMessages.cancelled);
  const { channels } = (await shopSettingsNow(db)).payment;
  if (!channels.includes(channel)) {
    throw badRequest(messages.checkout.channelNotAccepted(CHANNEL_LABELS[channel]), 'channel');
  }
  const now = Date.now();
  const expiresAt = new Date(now + TRANSFER_VALID_MS);
  const landing = LANDS_LATER.has(channel)
    ? {
        landsAt: new Date(now + SANDBOX_LANDING_MS),
        expiresAt,
        details: sandboxPaymentDetails(channel, reference, target.amountKobo, expiresAt, deps.shopName),
      }
    : undefined;
  // A charge is a signal: should the page's confirmation never arrive, the re-check asks first.
  const charge = { reference, amountKobo: target.amountKobo, email: target.email, channel, landing };
  // A card's first charge is paid at once and has nothing to wait for: it and its signal are one
  // statement (a flash sale's every order takes this path, bench/README.md).
  const paidAtOnce = landing ? undefined : await recordSignalledSandboxCharge(db, charge, 'sandbox-charge');
  const stored =
    paidAtOnce ??
    (await db.transaction(async (tx) => {
      const row = await recordSandboxCharge(tx, charge);
      // The order waits for the money (the popup's close keeps it) and holds its stock as long.
      if (row.status === 'pending' && row.expiresAt) await awaitTransfer(tx, reference, row.expiresAt);
      await recordPaymentSignal(tx, reference, 'sandbox-charge');
      return row;
    }));
  return {
    reference,
    status: stored.status === 'pending' ? ('pending' as const) : ('success' as const),
    channel: (PAYSTACK_CHANNELS as readonly string[]).includes(stored.channel)
      ? (stored.channel as PaymentChannel)
      : channel,
    details: (stored.details as SandboxPaymentDetails | null) ?? null,
  };
}
