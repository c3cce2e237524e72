import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from './api/update-settings';
import { useAdminSession } from '../shell/use-admin-session';

/** Whether the shop's own address gets an e-mail at each new order (on in a new shop). */
export function NewOrderEmailForm({ on }: { on: boolean }) {
  const { hasToken } = useAdminSession();
  const say = messages.newOrderAlerts;
  const { busy, onSubmit } = useFormSubmit(async (_values, form) => {
    if (!hasToken()) return;
    const newOrderEmail = new FormData(form).get('newOrderEmail') === 'on';
    try {
      await updateSettings({ notifications: { newOrderEmail } });
      toast.success(messages.settings.saved);
    } catch (error) {
      return refused(error, messages.settings.saveFailed);
    }
  });
  return (
    <section aria-labelledby="settings-new-orders" className="space-y-3">
      <h2 id="settings-new-orders" className="font-display text-2xl">
        {say.title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="newOrderEmail"
              defaultChecked={on}
              aria-describedby="settings-new-orders-hint"
              className="size-5 accent-plum"
            />
            {say.emailLabel}
          </label>
          <p id="settings-new-orders-hint" className="mt-1 pl-1 text-xs text-plum/80">
            {say.emailHint}
          </p>
        </div>
        <div className="w-40">
          <SubmitButton busy={busy}>Save alerts</SubmitButton>
        </div>
      </form>
    </section>
  );
}
