import { useId } from 'react';
import type { OrderStatus } from '@shop/shared/orders/order-schemas';

export type StatusFilter = OrderStatus | '';

// '' is the list's default: every order from paid on; unpaid ones only when asked for by name.
const CHOICES: [StatusFilter, string][] = [
  ['', 'All (paid and later)'],
  ['paid', 'Paid'],
  ['processing', 'Processing'],
  ['shipped', 'Shipped'],
  ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'],
  ['pending', 'Pending (unpaid)'],
  ['expired', 'Expired (unpaid)'],
];

/** The orders tab's status filter. */
export function OrdersStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (v: StatusFilter) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-plum">
        Status
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as StatusFilter)}
        className="w-full rounded-[12px] border border-nude-deep bg-white px-4 py-3 text-base"
      >
        {CHOICES.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
