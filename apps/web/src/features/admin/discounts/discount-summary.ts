import type { Discount } from '@shop/shared/discounts/discount-schemas';
import { formatNaira } from '@shop/shared/money';
import { shopDate } from '@shop/shared/dates/shop-time';

// How a code reads in the admin's list: what it takes off, its limits and its uses.

export function discountWorth(d: Pick<Discount, 'type' | 'value'>): string {
  if (d.type === 'percent') return `${d.value}% off`;
  if (d.type === 'fixed') return `${formatNaira(d.value)} off`;
  return 'Free delivery';
}

export function discountLimits(d: Discount, productName: (id: string) => string): string[] {
  const limits: string[] = [];
  if (d.minSubtotal > 0) limits.push(`Minimum ${formatNaira(d.minSubtotal)}`);
  if (d.startsAt) limits.push(`From ${shopDate(d.startsAt)}`);
  if (d.endsAt) limits.push(`Until ${shopDate(d.endsAt)}`);
  if (d.maxUsesPerCustomer) limits.push(`${d.maxUsesPerCustomer} per customer`);
  if (d.category) limits.push(`${d.category} only`);
  if (d.productIds.length > 0) limits.push(`Only ${d.productIds.map(productName).join(', ')}`);
  return limits;
}

export const usesText = (d: Pick<Discount, 'uses' | 'maxUses' | 'given'>) =>
  `${d.maxUses ? `${d.uses} of ${d.maxUses} used` : `${d.uses} used`} · ${formatNaira(d.given)} given`;
