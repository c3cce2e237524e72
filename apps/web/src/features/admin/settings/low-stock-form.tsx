import { messages } from '@shop/shared/messages';
import { WholeNumberSetting } from './whole-number-setting';

/**
 * The low-stock level (decision 32): a counted product or shade with this many or fewer left is in
 * the overview's "Low stock" list and the daily low-stock e-mail to the shop's address.
 */
export function LowStockForm({ level }: { level: number }) {
  return (
    <WholeNumberSetting
      title="Stock"
      label="Low-stock level"
      hint="Products and shades with this many or fewer left are listed in the overview and e-mailed to the shop once a day."
      value={level}
      min={0}
      max={1_000_000}
      invalid={messages.settings.lowStockLevel}
      field="stock.lowStockLevel"
      update={(lowStockLevel) => ({ stock: { lowStockLevel } })}
    />
  );
}
