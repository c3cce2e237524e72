import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import {
  CHANNEL_LABELS,
  PAYSTACK_CHANNELS,
  type SettingsResponse,
} from '@shop/shared/settings/settings-schemas';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from './api/update-settings';
import { SERVER_FIELD_NAMES, SETTINGS_FIELDS as F, settingsUpdateFrom } from './settings-update';
import { useAdminSession } from '../shell/use-admin-session';
import { LastChanged } from './last-changed';
import { StateChecklist } from './state-checklist';

const card = 'space-y-4 rounded-[12px] bg-nude p-4 md:p-6';
const check = 'flex min-h-11 cursor-pointer items-center gap-3';

/** How shoppers may pay: Paystack's channels, and pay on delivery with its limits. */
export function SettingsForm({ initial }: { initial: SettingsResponse }) {
  const [saved, setSaved] = useState(initial);
  const { hasToken } = useAdminSession();
  const channelsId = useId();
  const { payment } = initial.settings;
  const pod = payment.payOnDelivery;

  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const checked = settingsUpdateFrom(new FormData(form));
    if (!checked.ok) return refuseFields(checked.errors, messages.settings.saveFailed);
    if (!hasToken()) return;
    try {
      setSaved(await updateSettings(checked.update));
      toast.success(messages.settings.saved);
    } catch (error) {
      return refused(error, messages.settings.saveFailed, { fields: SERVER_FIELD_NAMES });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <LastChanged saved={saved} />

      <fieldset className={card}>
        <legend className="float-left mb-2 w-full font-display text-lg font-semibold">
          Payment channels
        </legend>
        <p className="clear-both text-sm text-plum/80">
          What the Paystack popup offers shoppers who pay now. Choose at least one.
        </p>
        <div className="grid gap-1 sm:grid-cols-2">
          {PAYSTACK_CHANNELS.map((channel) => (
            <label key={channel} className={check}>
              <input
                type="checkbox"
                name={F.channels}
                value={channel}
                defaultChecked={payment.channels.includes(channel)}
                className="size-5 accent-plum"
                {...describedProps(channelsId, errors[F.channels])}
              />
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
        <FieldError fieldId={channelsId} message={errors[F.channels]} />
      </fieldset>

      <fieldset className={card}>
        <legend className="float-left mb-2 w-full font-display text-lg font-semibold">Pay on delivery</legend>
        <p className="clear-both text-sm text-plum/80">
          The shopper pays the rider in cash, by POS or by transfer; the order counts as a sale once you mark
          it collected.
        </p>
        <label className={check}>
          <input
            type="checkbox"
            name={F.enabled}
            defaultChecked={pod.enabled}
            className="size-5 accent-plum"
          />
          Offer pay on delivery
        </label>
        <label className={check}>
          <input type="checkbox" name={F.guests} defaultChecked={pod.guests} className="size-5 accent-plum" />
          Guests may pay on delivery (without an account)
        </label>
        <TextField
          label="Maximum order total (₦)"
          name={F.maxAmount}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={pod.maxAmount ?? ''}
          hint="Whole naira. Leave empty for no limit."
          error={errors[F.maxAmount]}
          className="max-w-xs"
        />
        <StateChecklist
          name={F.states}
          legend="States where pay on delivery is offered"
          initial={pod.states}
          error={errors[F.states]}
        />
        <TextField
          label={messages.settings.confirmHoursLabel}
          name={F.confirmHours}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(pod.confirmHours)}
          hint={messages.settings.confirmHoursHint}
          error={errors[F.confirmHours]}
          className="max-w-md"
        />
      </fieldset>

      <div className="max-w-xs">
        <SubmitButton busy={busy}>Save settings</SubmitButton>
      </div>
    </form>
  );
}
