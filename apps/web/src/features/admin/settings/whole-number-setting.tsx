import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import type { SettingsUpdate } from '@shop/shared/settings/settings-schemas';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from './api/update-settings';
import { useAdminSession } from '../shell/use-admin-session';

export type WholeNumberSettingProps = {
  /** The section's heading and the field's visible label. */
  title: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  /** Said for a value outside min..max, here and by the server. */
  invalid: string;
  /** The server's name of the field (`stock.lowStockLevel`), to show its refusal under the field. */
  field: string;
  /** The settings change that stores the value. */
  update: (value: number) => SettingsUpdate;
  /** The button's words, when "Save" alone would not say which of the tab's settings it saves. */
  saveLabel?: string;
};

/** One whole-number setting in a section of its own: its field, checked here and by the server, and Save. */
export function WholeNumberSetting({
  title,
  label,
  hint,
  value,
  min,
  max,
  invalid,
  field,
  update,
  saveLabel = 'Save',
}: WholeNumberSettingProps) {
  const { hasToken } = useAdminSession();
  const name = field.replace(/\W/g, '-');
  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const typed = String(new FormData(form).get(name) ?? '').trim();
    const wanted = Number(typed);
    if (typed === '' || !Number.isInteger(wanted) || wanted < min || wanted > max)
      return refuseFields({ [name]: invalid }, invalid);
    if (!hasToken()) return;
    try {
      await updateSettings(update(wanted));
      toast.success(messages.settings.saved);
    } catch (error) {
      return refused(error, messages.settings.saveFailed, { fields: { [field]: name } });
    }
  });
  const headingId = `settings-${name}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-2xl">
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-56 flex-1"
          label={label}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(value)}
          hint={hint}
          error={errors[name]}
        />
        <div className="w-40">
          <SubmitButton busy={busy}>{saveLabel}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
