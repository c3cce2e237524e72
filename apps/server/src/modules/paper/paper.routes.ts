import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { badRequest } from '../../http-error.ts';
import { guard, requirePermission, requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { packingSlipsPdf } from './packing-slip.ts';
import { ordersToPrint, ownReceiptOrder, receiptOrderByToken } from './paper.service.ts';
import { PAPER_SIZES } from './pdf-document.ts';
import { receiptPdf } from './receipt.ts';

const MAX_SLIPS = 100;
const SizeQuery = z.object({ size: z.enum(PAPER_SIZES).default('a4') });

function sendPdf(reply: FastifyReply, bytes: Buffer, name: string) {
  // Opened in the browser's viewer (to print) and saved under a name that says what it is.
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * Packing slips for the admin (decision 35): GET /admin/orders/:id/packing-slip.pdf and, for a
 * chosen batch, GET /admin/orders/packing-slips.pdf?ids=a,b,c; `?size=80mm` for a receipt printer.
 */
export const packingSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = guard(requirePermission('slips'));

  app.get(
    '/admin/orders/:id/packing-slip.pdf',
    { onRequest, schema: { params: z.object({ id: z.string().max(100) }), querystring: SizeQuery } },
    async (request, reply) => {
      const [order] = await ordersToPrint(app.db, [request.params.id]);
      const pdf = await packingSlipsPdf([order!], app.config.SHOP_NAME, request.query.size);
      return sendPdf(reply, pdf, `packing-slip-${order!.orderNumber}.pdf`);
    },
  );

  app.get(
    '/admin/orders/packing-slips.pdf',
    { onRequest, schema: { querystring: SizeQuery.extend({ ids: z.string().max(MAX_SLIPS * 40) }) } },
    async (request, reply) => {
      const ids = [
        ...new Set(
          request.query.ids
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > MAX_SLIPS) throw badRequest(messages.paper.tooManySlips, 'ids');
      const orders = await ordersToPrint(app.db, ids);
      const pdf = await packingSlipsPdf(orders, app.config.SHOP_NAME, request.query.size);
      return sendPdf(reply, pdf, `packing-slips-${orders.length}.pdf`);
    },
  );
};

/** The customer's receipt, opened with the same unguessable token as the order page. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const receiptOf = (order: Order) =>
    receiptPdf(order, {
      name: app.config.SHOP_NAME,
      email: app.config.SHOP_EMAIL,
      phone: app.config.SHOP_PHONE,
    });

  app.get(
    '/order/view/:token/receipt.pdf',
    { schema: { params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const order = await receiptOrderByToken(app.db, request.params.token);
      return sendPdf(reply, await receiptOf(order), `receipt-${order.orderNumber}.pdf`);
    },
  );

  /** The same receipt from the customer's dashboard, for their own orders (another's: 404, it tells nothing). */
  app.get(
    '/order/mine/:id/receipt.pdf',
    { onRequest: signedInOnly, schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const order = await ownReceiptOrder(app.db, requireUser(request).id, request.params.id);
      return sendPdf(reply, await receiptOf(order), `receipt-${order.orderNumber}.pdf`);
    },
  );
};
