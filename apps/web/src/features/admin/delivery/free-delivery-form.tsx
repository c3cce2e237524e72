import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from '../settings/api/update-settings';
import { useAdminSession } from '../shell/use-admin-session';

/** The free-delivery amount: orders whose subtotal after any discount reaches it pay no delivery. */
export function FreeDeliveryForm({ freeOver }: { freeOver: number | null }) {
  const { hasToken } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const typed = String(new FormData(form).get('freeOver') ?? '').replace(/[₦,\s]/g, '');
    const amount = typed === '' ? null : Number(typed);
    if (amount !== null && (!Number.isInteger(amount) || amount <= 0))
      return refuseFields({ freeOver: messages.delivery.freeOver }, messages.delivery.freeOver);
    if (!hasToken()) return;
    try {
      await updateSettings({ delivery: { freeOver: amount } });
      toast.success(messages.settings.saved);
    } catch (error) {
      return refused(error, messages.settings.saveFailed, { fields: { 'delivery.freeOver': 'freeOver' } });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-56 flex-1"
        label="Free delivery over (₦)"
        name="freeOver"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={freeOver === null ? '' : String(freeOver)}
        hint="After any discount. Leave empty for no free delivery."
        error={errors.freeOver}
      />
      <div className="w-40">
        <SubmitButton busy={busy}>Save</SubmitButton>
      </div>
    </form>
  );
}
