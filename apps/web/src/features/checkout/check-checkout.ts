import type { SessionUser } from '@shop/shared/auth/session-user';
import {
  checkoutRules,
  type CheckedCheckout,
  type CheckoutField,
  type CheckoutIssue,
} from '@shop/shared/checkout/checkout-rules';
import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { checkFields, type FieldErrors } from '../../components/form/field-errors';

/**
 * The server's own checkout rules run on the form before anything is sent: the checked details,
 * or every rule broken (`errors`, by field, in the rules' order) and the first of them (`issue`).
 */
export function checkCheckout(
  form: Delivery,
  transportOption: string | null,
  user: SessionUser | null,
  itemCount: number,
  transportOptions: readonly TransportChoice[],
): { ok: true; data: CheckedCheckout } | { ok: false; issue: CheckoutIssue; errors: FieldErrors } {
  const account = user && { name: `${user.first_name} ${user.last_name}`, email: user.email };
  const result = checkFields(checkoutRules({ account, itemCount, transportOptions }), {
    ...form,
    transportOption,
  });
  if (result.ok) return result;
  const [field, message] = Object.entries(result.errors)[0] ?? ['cart', ''];
  return {
    ok: false,
    issue: { field: field as CheckoutField, message: message ?? '' },
    errors: result.errors,
  };
}
