import { useId } from 'react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { RETURN_WINDOW_DAYS, type ReturnSettings } from '@shop/shared/settings/settings-schemas';
import { FieldError, describedProps } from '../../../components/form/field-error';
import type { FieldErrors } from '../../../components/form/field-errors';
import { fieldStyles } from '../../../components/form/field-styles';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from './api/update-settings';
import { useAdminSession } from '../shell/use-admin-session';

const m = messages.returns;
const MAX_RULES = 500;

/**
 * How long after delivery a shopper may ask a return, and the rules the return form shows her
 * (decision 52). Checked here for the mistakes visible on the page, and again by the server, which
 * records the change in the audit log.
 */
export function ReturnRulesForm({ initial }: { initial: ReturnSettings }) {
  const rulesId = useId();
  const { hasToken } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const data = new FormData(form);
    const typed = String(data.get('windowDays') ?? '').trim();
    const windowDays = Number(typed);
    const rules = String(data.get('rules') ?? '').trim();
    const wrong: FieldErrors = {};
    if (!/^\d+$/.test(typed) || windowDays < RETURN_WINDOW_DAYS.min || windowDays > RETURN_WINDOW_DAYS.max)
      wrong.windowDays = m.windowDays;
    if (rules.length > MAX_RULES) wrong.rules = m.rules;
    if (Object.keys(wrong).length > 0) return refuseFields(wrong, m.windowDays);
    if (!hasToken()) return;
    try {
      await updateSettings({ returns: { windowDays, rules } });
      toast.success(messages.settings.saved);
    } catch (error) {
      return refused(error, messages.settings.saveFailed, {
        fields: { 'returns.windowDays': 'windowDays', 'returns.rules': 'rules' },
      });
    }
  });
  return (
    <section aria-labelledby="settings-returns" className="space-y-3">
      <h2 id="settings-returns" className="font-display text-2xl">
        {m.settingsTitle}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          className="max-w-xs"
          label={m.windowDaysLabel}
          name="windowDays"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(initial.windowDays)}
          error={errors.windowDays}
        />
        <div>
          <label htmlFor={rulesId} className={fieldStyles.label}>
            {m.rulesLabel}
          </label>
          <textarea
            id={rulesId}
            name="rules"
            rows={2}
            maxLength={MAX_RULES}
            defaultValue={initial.rules}
            className={fieldStyles.box}
            {...describedProps(rulesId, errors.rules)}
          />
          <FieldError fieldId={rulesId} message={errors.rules} />
        </div>
        <div className="w-48">
          <SubmitButton busy={busy}>Save return rules</SubmitButton>
        </div>
      </form>
    </section>
  );
}
