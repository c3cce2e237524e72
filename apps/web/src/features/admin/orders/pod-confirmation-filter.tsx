import { messages } from '@shop/shared/messages';
import { SelectField } from '../../../components/form/select-field';
import type { ConfirmationFilter } from '../shell/admin-list-params';

const words = messages.podConfirmation;
const CHOICES: [ConfirmationFilter, string][] = [
  ['', words.filterAll],
  ['unconfirmed', words.statusLabel.unconfirmed],
  ['flagged', words.filterFlagged],
  ['confirmed', words.statusLabel.confirmed],
  ['cancelled', words.statusLabel.cancelled],
];

/** The orders tab's filter by a pay-on-delivery order's confirmation (any choice shows only such orders). */
export function PodConfirmationFilter({
  value,
  onChange,
}: {
  value: ConfirmationFilter;
  onChange: (v: ConfirmationFilter) => void;
}) {
  return (
    <SelectField
      label={words.filterLabel}
      value={value}
      onChange={(e) => onChange(e.target.value as ConfirmationFilter)}
    >
      {CHOICES.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
