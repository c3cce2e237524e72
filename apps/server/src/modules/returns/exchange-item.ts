import { and, eq } from 'drizzle-orm';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { colors } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';
import { findProductRow } from '../products/products.admin.repository.ts';

/**
 * What an exchange sends instead, at today's catalogue price: a product (by `_id` or code) and,
 * for a product with shades, one of its shades. Anything else is a 400 naming the field.
 */
export async function exchangeItemOf(
  tx: DbOrTx,
  productId: string | undefined,
  colorId: string | null | undefined,
) {
  const product = productId ? await findProductRow(tx, productId) : undefined;
  if (!product) throw badRequest(messages.returns.exchangeItem, 'productId');
  const shades = await tx.select().from(colors).where(eq(colors.productId, product.id));
  if (shades.length === 0) return { product, color: null };
  const [color] = colorId
    ? await tx
        .select()
        .from(colors)
        .where(and(eq(colors.id, colorId), eq(colors.productId, product.id)))
    : [];
  if (!color) throw badRequest(messages.returns.exchangeItem, 'colorId');
  return { product, color };
}
