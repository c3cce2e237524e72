import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, unauthorized } from '../../http-error.ts';
import { readCleanJson } from '../../plugins/clean-input.ts';
import { applyWhatsAppEvent } from './order-messages.service.ts';
import { readWhatsAppEvents } from './whatsapp-events.ts';
import { isValidWhatsAppSignature, isVerifyToken } from './whatsapp-signature.ts';

// Meta's envelope nests entry → changes → value → statuses/messages → errors; far deeper is not one.
const WEBHOOK_MAX_DEPTH = 16;

/** A customer tapped a reply button (its id) of one of the shop's messages. */
export type ButtonTapHandler = (
  tap: { from: string; buttonId: string },
  log: FastifyBaseLogger,
) => Promise<void>;

/**
 * What acts on tapped buttons is given by the app (a pay-on-delivery answer, decision 53): the
 * modules it needs sit above this one.
 */
export type WhatsAppWebhookOptions = { onButtonTap?: ButtonTapHandler };

/**
 * WhatsApp's webhook: the GET handshake Meta makes when the address is set in the App Dashboard,
 * and the signed POSTs with message statuses and customers' messages. Unsigned or badly signed
 * calls change nothing. Meta repeats calls, so each event may come twice: applying one is harmless.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod<WhatsAppWebhookOptions> = async (
  app,
  { onButtonTap },
) => {
  app.get('/webhooks/whatsapp', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const challenge = query['hub.challenge'];
    if (
      query['hub.mode'] !== 'subscribe' ||
      !isVerifyToken(query['hub.verify_token'], app.config.WHATSAPP_VERIFY_TOKEN) ||
      typeof challenge !== 'string' ||
      !/^\d{1,40}$/.test(challenge)
    )
      throw forbidden('The verify token does not match WHATSAPP_VERIFY_TOKEN');
    return reply.type('text/plain').send(challenge);
  });

  // Its own scope: this parser keeps the raw bytes for the signature and affects no other route.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhook.post('/webhooks/whatsapp', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!isValidWhatsAppSignature(raw, signature, app.config.WHATSAPP_APP_SECRET))
        throw unauthorized('Invalid webhook signature');
      const parsed = readCleanJson(raw, WEBHOOK_MAX_DEPTH);
      if (parsed === null || typeof parsed !== 'object')
        throw badRequest('A WhatsApp event is a JSON object');
      for (const event of readWhatsAppEvents(parsed)) {
        await applyWhatsAppEvent(app.db, event, request.log);
        if (event.type === 'inbound' && event.buttonId && onButtonTap)
          await onButtonTap({ from: event.from, buttonId: event.buttonId }, request.log);
      }
      return reply.status(200).send({ received: true });
    });
  });
};
