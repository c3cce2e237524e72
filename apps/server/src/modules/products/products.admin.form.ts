import type { FastifyRequest } from 'fastify';
import { PRODUCT_TEXT_FIELDS } from '@shop/shared/admin/product-fields';
import { HttpError, badRequest } from '../../http-error.ts';
import { MAX_SHADE_IMAGES, shadeImageKey } from '@shop/shared/admin/shade-images';
import { MAX_IMAGE_BYTES, TOO_LARGE } from '../images/image-store.ts';

export type ProductForm = {
  /** Text fields by name; `arrayColors` may come several times, the others once. */
  fields: Partial<Record<(typeof PRODUCT_TEXT_FIELDS)[number], string>>;
  colors: string[] | undefined;
  image: Buffer | undefined;
  /** Shade quantities as JSON text (see color-stock.ts in the shared package). */
  colorStock?: string;
  /** Shade depths and undertones as JSON text (products.shade-mapping.ts). */
  colorShades?: string;
  /** Shade pictures from `colorImage:<code or name>` file fields, by that key. */
  colorImages?: Map<string, Buffer>;
  /** An admin-chosen code; without it the server makes the next GN-MU-/GN-SK- one. */
  productId?: string;
  /** A routine's steps as JSON text (routine-parts.ts in the shared package, decision 60). */
  routineParts?: string;
  /** "Pairs well with": product codes or ids (products.pairings.ts); '' clears, absent keeps. */
  pairsWellWith?: string;
};

const TEXT_FIELDS = new Set<string>(PRODUCT_TEXT_FIELDS);
const COLOR_FIELDS = new Set(['arrayColors', 'arrayColors[]', 'colors']);

/**
 * Multipart limits: files a little over 5 MB each (so our own 413 speaks), the product's image plus
 * a few shade pictures, a handful of small fields.
 */
export const multipartLimits = {
  fileSize: MAX_IMAGE_BYTES + 1,
  files: 1 + MAX_SHADE_IMAGES,
  fields: 150,
  parts: 160,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
};

/** Reads the admin product form; unknown fields and files other than `image`/`colorImage:*` are refused. */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the product as multipart/form-data');
  const form: ProductForm = { fields: {}, colors: undefined, image: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const shadeKey = shadeImageKey(part.fieldname);
        if (part.fieldname !== 'image' && shadeKey === undefined)
          throw badRequest(`Unexpected file field: ${part.fieldname}`, part.fieldname);
        const buffer = await part.toBuffer();
        // An empty file input sends a nameless, empty part: that is "no new image".
        if (buffer.byteLength === 0) continue;
        if (shadeKey === undefined) form.image = buffer;
        else (form.colorImages ??= new Map()).set(shadeKey, buffer);
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        form.fields[part.fieldname as keyof ProductForm['fields']] = String(part.value);
      } else if (COLOR_FIELDS.has(part.fieldname)) {
        (form.colors ??= []).push(String(part.value));
      } else if (part.fieldname === 'colorStock') {
        const text = String(part.value).trim();
        if (text !== '') form.colorStock = text;
      } else if (part.fieldname === 'colorShades') {
        const text = String(part.value).trim();
        if (text !== '') form.colorShades = text;
      } else if (part.fieldname === 'routineParts') {
        form.routineParts = String(part.value);
      } else if (part.fieldname === 'pairsWellWith') {
        form.pairsWellWith = String(part.value);
      } else if (part.fieldname === 'productId') {
        const code = String(part.value).trim();
        if (code !== '') form.productId = code;
      } else if (part.fieldname !== '_id') {
        throw badRequest(`Unexpected field: ${part.fieldname}`, part.fieldname);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(`Send one image and at most ${MAX_SHADE_IMAGES} shade pictures`, 'image');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Too many form fields');
    throw badRequest('The form could not be read. Please try again.');
  }
  return form;
}
