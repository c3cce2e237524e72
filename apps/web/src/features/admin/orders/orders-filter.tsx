import { SelectField } from '../../../components/form/select-field';
import type { StatusFilter } from '../shell/admin-list-params';

// '' is the list's default: every order from paid on; unpaid ones only when asked for by name.
const CHOICES: [StatusFilter, string][] = [
  ['', 'All (paid and later)'],
  ['paid', 'Paid'],
  ['pay_on_delivery', 'Pay on delivery (to collect)'],
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
  return (
    <SelectField label="Status" value={value} onChange={(e) => onChange(e.target.value as StatusFilter)}>
      {CHOICES.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
