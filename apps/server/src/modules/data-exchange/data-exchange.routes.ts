import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { messages } from '@shop/shared/messages';
import { HttpError, badRequest } from '../../http-error.ts';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { customersCsvStream } from './customers-csv.ts';
import { ordersCsvStream } from './orders-csv.ts';
import { productsCsvStream } from './products-csv.ts';
import { MAX_CSV_BYTES } from './csv-file.ts';
import { importProducts } from './products-import.service.ts';
import { MAX_ZIP_BYTES, type PictureZip } from './zip-pictures.ts';

// The shop's data out as CSV files a spreadsheet opens.

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

type ImportUpload = { csv: Buffer; zip?: PictureZip };

/** The upload's `file` (its bytes: decoded by csv-file.ts) and its optional `images`, the zip of pictures; other parts are refused. */
async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new HttpError(415, messages.dataExchange.noFile);
  let csv: Buffer | undefined;
  let zip: PictureZip | undefined;
  let reading = 'file';
  try {
    for await (const part of request.parts()) {
      reading = part.fieldname;
      if (part.type === 'file' && part.fieldname === 'file') {
        csv = await part.toBuffer();
        if (csv.byteLength > MAX_CSV_BYTES) throw new HttpError(413, messages.dataExchange.csvTooLarge);
      } else if (part.type === 'file' && part.fieldname === 'images')
        zip = { filename: part.filename || 'images.zip', data: await part.toBuffer() };
      else throw badRequest(`Unexpected field: ${part.fieldname}`, part.fieldname);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        reading === 'images' ? messages.dataExchange.zipTooLarge : messages.dataExchange.csvTooLarge,
      );
    throw badRequest(messages.dataExchange.noFile, 'file');
  }
  if (csv === undefined) throw badRequest(messages.dataExchange.noFile, 'file');
  return { csv, zip };
}

function sendCsv(reply: FastifyReply, stream: Readable, name: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

// The orders CSV carries every order's money (exports); the catalogue's goes with editing it.
const mayExport = guard(requirePermission('exports'));
const mayEditProducts = guard(requirePermission('products'));

export const dataExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders.csv',
    {
      onRequest: mayExport,
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

  // Every customer with what they spent: money, so for the roles with exports, as the orders CSV.
  app.get('/admin/customers.csv', { onRequest: mayExport }, async (_request, reply) =>
    sendCsv(reply, customersCsvStream(app.db), 'customers.csv'),
  );

  app.get('/admin/products.csv', { onRequest: mayEditProducts }, async (_request, reply) =>
    sendCsv(reply, productsCsvStream(app.db), 'products.csv'),
  );

  await app.register(async (upload) => {
    // A few text fields are let through to the reader so that each is checked like every other
    // form's (unstorable text first) and then refused by name; with none allowed they vanish unseen.
    // Each file part may be as large as the larger limit; the CSV's own is checked once it is read.
    await upload.register(multipart, {
      limits: { fileSize: Math.max(MAX_ZIP_BYTES, MAX_CSV_BYTES), files: 2, fields: 4, parts: 6 },
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/admin/products/import',
      {
        onRequest: mayEditProducts,
        schema: { querystring: z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() }) },
      },
      async (request, reply) => {
        const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
        const { csv, zip } = await readImportUpload(request);
        const result = await importProducts(app.db, requireUser(request), csv, dryRun, zip);
        if (!dryRun && result.errors.length > 0)
          return reply.status(400).send({ message: messages.dataExchange.importFailed, ...result });
        return result;
      },
    );
  });
};
