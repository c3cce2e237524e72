import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SandboxChargeRequestSchema,
  SandboxChargeResponseSchema,
} from '@shop/shared/checkout/checkout-schemas';
import { badRequest, notFound, unauthorized } from '../../http-error.ts';
import { readCleanJson } from '../../plugins/clean-input.ts';
import { paidDepsOf } from './payment-deps.ts';
import { chargeInSandbox, keepPaystackEvent } from './payments.service.ts';
import { isValidPaystackSignature } from './paystack-signature.ts';
import { applyRefundEvent, refundEventStatus, refundIdOf } from '../refunds/refund-events.ts';
import { startSandboxBank } from './sandbox-bank.ts';
import { settlePayment } from './settle-payment.ts';

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
      await keepPaystackEvent(app.db, { name, reference, payload: event });
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

  // The sandbox popup's "charge" (payments.service.ts): the order's own amount, by a channel the shop accepts.
  app.post(
    '/payments/sandbox/charge',
    { schema: { body: SandboxChargeRequestSchema, response: { 200: SandboxChargeResponseSchema } } },
    async (request) => {
      if (provider.name !== 'sandbox') throw notFound('The sandbox payment provider is not active');
      return chargeInSandbox({ db: app.db, shopName: app.config.SHOP_NAME }, request.body);
    },
  );
};
