import { checkoutIssueOf, checkoutRules } from '@shop/shared/checkout/checkout-rules';
import type { CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import { badRequest } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import type { CatalogSnapshots } from '../catalog/catalog-snapshot.ts';
import { priceItems } from './price-items.ts';

/**
 * Where either way of paying starts: the page's rules run again on the server, in the same order
 * with the same messages (a 400 for the first broken one), then the lines at the catalogue's
 * prices and the total the shop will ask for. Nothing is written.
 */
export async function checkedCheckout(
  catalog: CatalogSnapshots,
  body: CheckoutRequest,
  user: SessionUserRow | null,
) {
  const account = user && { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  const checked = checkoutRules({ account, itemCount: body.items.length }).safeParse({
    ...body.delivery,
    transportOption: body.transportOption,
  });
  if (!checked.success) {
    const issue = checkoutIssueOf(checked.error);
    throw badRequest(issue.message, issue.field);
  }
  const { delivery, transport } = checked.data;
  const snapshot = await catalog.get();
  const lines = priceItems(body.items, snapshot.byProductId, snapshot.counted);
  const subtotalKobo = lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
  return { delivery, transport, lines, subtotalKobo, amountKobo: subtotalKobo + transport.costKobo };
}
