import type { ActionFunctionArgs } from 'react-router';
import type { AdminOrderStatus } from '@shop/shared/admin/order-status';
import { updateOrderStatus } from './api/admin-orders';
import { createProduct, updateProduct } from './api/admin-products';

/** What a submission came to: the server's message, or the failure for the page to explain. */
export type AdminActionResult = { ok: true; message: string } | { ok: false; error: unknown };

/** What the submission asks for, and the product or order it is about. */
export type AdminIntent = 'create-product' | 'update-product' | 'order-status';
export const INTENT_FIELD = 'intent';
export const TARGET_FIELD = 'targetId';

/**
 * /admin's action: the add and edit product forms (multipart, sent on as they are) and an order's
 * status change. After it the router loads the open tab again, so the list shows the change.
 */
export async function adminAction({ request }: ActionFunctionArgs): Promise<AdminActionResult> {
  const form = await request.formData();
  const intent = form.get(INTENT_FIELD) as AdminIntent | null;
  const id = String(form.get(TARGET_FIELD) ?? '');
  form.delete(INTENT_FIELD);
  form.delete(TARGET_FIELD);
  try {
    switch (intent) {
      case 'update-product':
        return { ok: true, message: (await updateProduct(id, form)).message };
      case 'order-status': {
        const status = String(form.get('status')) as AdminOrderStatus;
        return { ok: true, message: (await updateOrderStatus(id, status)).message };
      }
      default:
        return { ok: true, message: (await createProduct(form)).message };
    }
  } catch (error) {
    return { ok: false, error };
  }
}
