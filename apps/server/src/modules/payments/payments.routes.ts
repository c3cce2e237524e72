import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SandboxChargeRequestSchema,
  SandboxChargeResponseSchema,
  type SandboxPaymentDetails,
} from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import {
  CHANNEL_LABELS,
  PAYSTACK_CHANNELS,
  type PaymentChannel,
} from '@shop/shared/settings/settings-schemas';
import { badRequest, conflict, notFound, unauthorized } from '../../http-error.ts';
import { readCleanJson } from '../../plugins/clean-input.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { awaitTransfer, TRANSFER_VALID_MS } from './awaited-transfer.ts';
import { paidDepsOf } from './payment-deps.ts';
import { recordPaymentSignal } from './payment-signals.repository.ts';
import { recordPaymentEvent, recordSandboxCharge } from './payments.repository.ts';
import { isValidPaystackSignature } from './paystack-signature.ts';
import { applyRefundEvent, refundEventStatus, refundIdOf } from '../refunds/refund-events.ts';
import { LANDS_LATER, SANDBOX_LANDING_MS, sandboxPaymentDetails, startSandboxBank } from './sandbox-bank.ts';
import { settleMessages, settlePayment } from './settle-payment.ts';
import { findOrderRow } from './settlement.repository.ts';

// Paystack's events nest a few levels (data.authorization, data.metadata.custom_fields…); far
// deeper is not an event, and could not be stored as one.
const WEBHOOK_MAX_DEPTH = 32;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;

  // Its own scope: this parser keeps the raw bytes for the signature and affects no other route.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhook.post('/payments/paystack/webhook', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secret = provider.name === 'paystack' ? app.config.PAYSTACK_SECRET_KEY : undefined;
      if (!isValidPaystackSignature(raw, request.headers['x-paystack-signature'], secret)) {
        throw unauthorized('Invalid webhook signature');
      }
      // Signed is not clean: the body's text meets the rule every request meets (plugins/clean-input.ts).
      const parsed = readCleanJson(raw, WEBHOOK_MAX_DEPTH);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw badRequest('A Paystack event is a JSON object');
      }
      const event = parsed as { event?: unknown; data?: { reference?: unknown } };
      const name = typeof event.event === 'string' ? event.event : 'unknown';
      const reference = typeof event.data?.reference === 'string' ? event.data.reference : null;
      // Kept with the event: even if settling it fails or the process dies, the order is re-checked
      // among the likely paid first.
      await app.db.transaction(async (tx) => {
        await recordPaymentEvent(tx, { provider: 'paystack', event: name, reference, payload: event });
        if (reference) await recordPaymentSignal(tx, reference, 'webhook');
      });
      if (name === 'charge.success' && reference) {
        // Re-verified with the API: the webhook says "look", the verification says "paid".
        await settlePayment(paidDepsOf(app), provider, reference, 'webhook').catch((error: unknown) => {
          request.log.error(
            { err: error, reference },
            'webhook settlement failed; the re-check job will retry',
          );
        });
      }
      // A refund's status follows its refund.* events (decision 28); the event is kept above either way.
      const refundStatus = refundEventStatus(name);
      const refundId = refundStatus ? refundIdOf((event as { data?: unknown }).data) : null;
      if (refundStatus && refundId) await applyRefundEvent(app.db, refundStatus, refundId);
      return reply.status(200).send({ received: true });
    });
  });

  if (provider.name === 'sandbox') {
    const stopBank = startSandboxBank(app);
    app.addHook('onClose', stopBank);
  }

  // The sandbox popup's "charge": the order's own amount, never one sent by the browser, by a
  // channel the shop accepts. A card is paid at once; a transfer or USSD payment lands later.
  app.post(
    '/payments/sandbox/charge',
    { schema: { body: SandboxChargeRequestSchema, response: { 200: SandboxChargeResponseSchema } } },
    async (request) => {
      if (provider.name !== 'sandbox') throw notFound('The sandbox payment provider is not active');
      const { reference, channel } = request.body;
      const target = await findOrderRow(app.db, reference);
      if (!target) throw notFound(settleMessages.notFound);
      if (target.status === 'cancelled') throw conflict(settleMessages.cancelled);
      const { channels } = (await readShopSettings(app.db)).payment;
      if (!channels.includes(channel)) {
        throw badRequest(messages.checkout.channelNotAccepted(CHANNEL_LABELS[channel]), 'channel');
      }
      const now = Date.now();
      const expiresAt = new Date(now + TRANSFER_VALID_MS);
      const landing = LANDS_LATER.has(channel)
        ? {
            landsAt: new Date(now + SANDBOX_LANDING_MS),
            expiresAt,
            details: sandboxPaymentDetails(
              channel,
              reference,
              target.amountKobo,
              expiresAt,
              app.config.SHOP_NAME,
            ),
          }
        : undefined;
      // A charge is a signal: should the page's confirmation never arrive, the re-check asks first.
      const stored = await app.db.transaction(async (tx) => {
        const row = await recordSandboxCharge(tx, {
          reference,
          amountKobo: target.amountKobo,
          email: target.email,
          channel,
          landing,
        });
        // The order waits for the money (the popup's close keeps it) and holds its stock as long.
        if (row.status === 'pending' && row.expiresAt) await awaitTransfer(tx, reference, row.expiresAt);
        await recordPaymentSignal(tx, reference, 'sandbox-charge');
        return row;
      });
      return {
        reference,
        status: stored.status === 'pending' ? ('pending' as const) : ('success' as const),
        channel: (PAYSTACK_CHANNELS as readonly string[]).includes(stored.channel)
          ? (stored.channel as PaymentChannel)
          : channel,
        details: (stored.details as SandboxPaymentDetails | null) ?? null,
      };
    },
  );
};
