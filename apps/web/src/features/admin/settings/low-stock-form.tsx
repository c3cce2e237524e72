import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from './api/update-settings';
import { useAdminSession } from '../shell/use-admin-session';

/**
 * The low-stock level (decision 32): a counted product or shade with this many or fewer left is in
 * the overview's "Low stock" list and the daily low-stock e-mail to the shop's address.
 */
export function LowStockForm({ level }: { level: number }) {
  const { hasToken, handleExpired } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const typed = String(new FormData(form).get('lowStockLevel') ?? '').trim();
    const value = Number(typed);
    if (typed === '' || !Number.isInteger(value) || value < 0 || value > 1_000_000)
      return refuseFields(
        { lowStockLevel: messages.settings.lowStockLevel },
        messages.settings.lowStockLevel,
      );
    if (!hasToken()) return;
    try {
      await updateSettings({ stock: { lowStockLevel: value } });
      toast.success(messages.settings.saved);
    } catch (error) {
      if (handleExpired(error)) return;
      return refused(error, messages.settings.saveFailed, {
        fields: { 'stock.lowStockLevel': 'lowStockLevel' },
      });
    }
  });
  return (
    <section aria-labelledby="settings-low-stock" className="space-y-3">
      <h2 id="settings-low-stock" className="font-display text-2xl">
        Stock
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-56 flex-1"
          label="Low-stock level"
          name="lowStockLevel"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(level)}
          hint="Products and shades with this many or fewer left are listed in the overview and e-mailed to the shop once a day."
          error={errors.lowStockLevel}
        />
        <div className="w-40">
          <SubmitButton busy={busy}>Save</SubmitButton>
        </div>
      </form>
    </section>
  );
}
