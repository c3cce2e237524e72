import { findTransportOption } from '@shop/shared/checkout/transport-options';
import { formatNaira } from '@shop/shared/money';

/** "Within Benin (BENIN) · ₦2,500": the delivery method as the checkout named it, with its cost. */
export function deliveryLabel(transportOption: string, transportCost: number): string {
  const label = findTransportOption(transportOption)?.label ?? transportOption;
  return `${label} · ${formatNaira(transportCost)}`;
}
