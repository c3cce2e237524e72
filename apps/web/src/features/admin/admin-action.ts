import type { ActionFunctionArgs } from 'react-router';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { createProduct, updateProduct } from './api/admin-products';

/** What a product form's submission came to: the saved product, or the failure to explain. */
export type ProductFormResult = { ok: true; product: AdminProduct } | { ok: false; error: unknown };

export const PRODUCT_INTENT = 'intent';
export const PRODUCT_ID = 'productId';

/**
 * /admin's action: the add and edit product forms (multipart, sent as they are). After it the
 * router loads the open tab again, so the products list shows the change.
 */
export async function adminAction({ request }: ActionFunctionArgs): Promise<ProductFormResult> {
  const form = await request.formData();
  const intent = form.get(PRODUCT_INTENT);
  const id = form.get(PRODUCT_ID);
  form.delete(PRODUCT_INTENT);
  form.delete(PRODUCT_ID);
  try {
    const { product } =
      intent === 'update' && typeof id === 'string'
        ? await updateProduct(id, form)
        : await createProduct(form);
    return { ok: true, product };
  } catch (error) {
    return { ok: false, error };
  }
}
