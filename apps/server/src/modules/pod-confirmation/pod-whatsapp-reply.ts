import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { normaliseNigerianPhone } from '@shop/shared/checkout/contact-rules';
import { parseOrderNumber } from '@shop/shared/orders/order-number';
import { readPodReplyButton } from '@shop/shared/orders/pod-confirmation';
import { HttpError } from '../../http-error.ts';
import type { ButtonTapHandler } from '../order-messages/whatsapp-webhook.routes.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import { answerPayOnDeliveryConfirmation, type PodAnswerDeps } from './pod-confirmation.service.ts';
import { findOrderPhone } from './pod-confirmation.repository.ts';

/**
 * A tapped Confirm or Cancel button of a pay-on-delivery order's WhatsApp message (decision 53).
 * The button's id names the order, and ids are easy to guess, so only a tap from the phone the
 * order was made with answers: from any other number it changes nothing. An answer the order no
 * longer takes (it has shipped, or was cancelled) is logged, not an error: WhatsApp needs its 200.
 */
async function answerFromWhatsAppReply(
  deps: PodAnswerDeps,
  reply: { from: string; buttonId: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const tapped = readPodReplyButton(reply.buttonId);
  if (!tapped) return;
  const number = parseOrderNumber(tapped.orderNumber);
  const order = number === null ? undefined : await findOrderPhone(deps.db, number);
  // Both as WhatsApp writes numbers: 234 and ten digits, no plus.
  if (!order || normaliseNigerianPhone(order.phoneNumber)?.slice(1) !== reply.from) {
    log.warn(
      { from: reply.from, buttonId: reply.buttonId },
      'a pay-on-delivery answer from another number: ignored',
    );
    return;
  }
  try {
    await answerPayOnDeliveryConfirmation(deps, {
      orderId: order.id,
      answer: tapped.answer,
      via: 'whatsapp',
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    log.info(
      { orderId: order.id, answer: tapped.answer, refused: error.message },
      'a pay-on-delivery answer not taken',
    );
  }
}

/** The webhook's handler of tapped buttons, answering with the app's database and mail settings. */
export const podButtonTaps =
  (app: FastifyInstance): ButtonTapHandler =>
  (tap, log) =>
    answerFromWhatsAppReply(
      {
        db: app.db,
        mail: {
          shopName: app.config.SHOP_NAME,
          shopUrl: shopUrlOf(app.config),
          shopEmail: app.config.SHOP_EMAIL,
        },
      },
      tap,
      log,
    );
