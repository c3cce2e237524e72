import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { findOrderById, findOrderByViewToken } from '../orders/orders.repository.ts';
import { packingSlipsPdf } from './packing-slip.ts';
import { PAPER_SIZES } from './pdf-document.ts';
import { receiptPdf } from './receipt.ts';

const MAX_SLIPS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
  app.addHook('onRequest', guard(requirePermission('slips')));

  const ordersIn = async (ids: string[]) => {
    const found = [];
    for (const id of ids) {
      const order = UUID.test(id) ? await findOrderById(app.db, id) : undefined;
      if (!order) throw notFound(messages.paper.orderNotFound);
      found.push(order);
    }
    return found;
  };

  app.get(
    '/admin/orders/:id/packing-slip.pdf',
    { schema: { params: z.object({ id: z.string().max(100) }), querystring: SizeQuery } },
    async (request, reply) => {
      const [order] = await ordersIn([request.params.id]);
      const pdf = await packingSlipsPdf([order!], app.config.SHOP_NAME, request.query.size);
      return sendPdf(reply, pdf, `packing-slip-${order!.orderNumber}.pdf`);
    },
  );

  app.get(
    '/admin/orders/packing-slips.pdf',
    { schema: { querystring: SizeQuery.extend({ ids: z.string().max(MAX_SLIPS * 40) }) } },
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
      const orders = await ordersIn(ids);
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
      const order = await findOrderByViewToken(app.db, request.params.token);
      if (!order) throw notFound(messages.orders.viewNotFound);
      if (order.status === 'pending' || order.status === 'expired')
        throw conflict(messages.paper.receiptNotReady);
      return sendPdf(reply, await receiptOf(order), `receipt-${order.orderNumber}.pdf`);
    },
  );

  /** The same receipt from the customer's dashboard, for their own orders (another's: 404, it tells nothing). */
  app.get(
    '/order/mine/:id/receipt.pdf',
    { schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const order = UUID.test(request.params.id) ? await findOrderById(app.db, request.params.id) : undefined;
      if (!order || order.userId !== user.id) throw notFound(messages.paper.orderNotFound);
      if (order.status === 'pending' || order.status === 'expired')
        throw conflict(messages.paper.receiptNotReady);
      return sendPdf(reply, await receiptOf(order), `receipt-${order.orderNumber}.pdf`);
    },
  );
};
