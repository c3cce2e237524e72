import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { messages } from '@shop/shared/messages';
import { badRequest } from '../../http-error.ts';
import { adminOnly } from '../auth/auth-guards.ts';
import { ordersCsvStream } from './orders-csv.ts';
import { productsCsvStream } from './products-csv.ts';

// The shop's data out as CSV files a spreadsheet opens (issue 26 part 3).

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function sendCsv(reply: FastifyReply, stream: Readable, name: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

export const dataExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/admin/orders.csv',
    {
      schema: {
        querystring: z.object({ from: z.string().max(20).optional(), to: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const { from = '', to = '' } = request.query;
      if (!isDay(from)) throw badRequest(messages.dataExchange.badDay, 'from');
      if (!isDay(to)) throw badRequest(messages.dataExchange.badDay, 'to');
      if (from > to) throw badRequest(messages.dataExchange.daysReversed, 'to');
      return sendCsv(reply, ordersCsvStream(app.db, { from, to }), `orders-${from}-to-${to}.csv`);
    },
  );

  app.get('/admin/products.csv', async (_request, reply) =>
    sendCsv(reply, productsCsvStream(app.db), 'products.csv'),
  );
};
