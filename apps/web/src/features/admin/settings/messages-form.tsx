import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import {
  FACT_LABELS,
  ORDER_MESSAGE_KINDS,
  ORDER_MESSAGE_LABELS,
  TEMPLATE_PARAMETERS,
} from '@shop/shared/orders/order-messages';
import type { MessageSettings } from '@shop/shared/settings/settings-schemas';
import type { FieldErrors } from '../../../components/form/field-errors';
import { refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { updateSettings } from './api/update-settings';
import { useAdminSession } from '../shell/use-admin-session';

/** The one message its shopper answers: a pay-on-delivery order's, by Confirm and Cancel (decision 53). */
const ANSWERED_KIND = 'confirmed-on-delivery';

type Props = { initial: MessageSettings; configured: { whatsapp: boolean; sms: boolean } };

const say = messages.settings;
const VARIABLES = {
  whatsapp: 'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN',
  sms: 'TERMII_API_KEY and TERMII_SENDER_ID',
};

/**
 * Order messages by WhatsApp and SMS (decision 51): each channel on or off (only once the server
 * has its credentials), and per message the approved WhatsApp template sent outside the 24-hour
 * window, with its parameters' order beside it so the template can be written to match.
 */
export function MessagesForm({ initial, configured }: Props) {
  const { hasToken } = useAdminSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, onSubmit } = useFormSubmit(async (_values, form) => {
    if (!hasToken()) return;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const templates = Object.fromEntries(
      ORDER_MESSAGE_KINDS.map((kind) => [
        kind,
        {
          name: text(`${kind}.name`),
          language: text(`${kind}.language`),
          ...(kind === ANSWERED_KIND && { quickReplies: data.get(`${kind}.quickReplies`) === 'on' }),
        },
      ]),
    );
    const update = {
      messages: { whatsapp: data.get('whatsapp') === 'on', sms: data.get('sms') === 'on', templates },
    };
    try {
      await updateSettings(update);
      setErrors({});
      toast.success(say.saved);
    } catch (error) {
      setErrors(refused(error, say.saveFailed));
    }
  });
  const channel = (name: 'whatsapp' | 'sms', label: string) => (
    <div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name={name}
          defaultChecked={initial[name]}
          disabled={!configured[name] && !initial[name]}
          aria-describedby={configured[name] ? undefined : `settings-${name}-hint`}
          className="size-5 accent-plum"
        />
        {label}
      </label>
      {!configured[name] && (
        <p id={`settings-${name}-hint`} className="mt-1 pl-1 text-xs text-plum/80">
          {say.notConfigured(VARIABLES[name])}
        </p>
      )}
      {errors[`messages.${name}`] && (
        <p role="alert" className="mt-1 pl-1 text-xs text-red-700">
          {errors[`messages.${name}`]}
        </p>
      )}
    </div>
  );
  return (
    <section aria-labelledby="settings-messages" className="space-y-3">
      <h2 id="settings-messages" className="font-display text-2xl">
        {say.messagesTitle}
      </h2>
      <p className="text-sm text-plum/80">{say.messagesIntro}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {channel('whatsapp', say.whatsappLabel)}
        {channel('sms', say.smsLabel)}
        <fieldset className="space-y-3">
          <legend className="font-medium">{say.templatesTitle}</legend>
          {ORDER_MESSAGE_KINDS.map((kind) => (
            <div key={kind} className="grid gap-2 sm:grid-cols-[1fr_8rem]">
              <TextField
                label={say.templateNameLabel(ORDER_MESSAGE_LABELS[kind])}
                name={`${kind}.name`}
                defaultValue={initial.templates[kind].name}
                maxLength={512}
                autoComplete="off"
                hint={say.templateParameters(
                  TEMPLATE_PARAMETERS[kind].map((fact) => FACT_LABELS[fact]).join(', '),
                )}
              />
              <TextField
                // Short on the screen beside its template's name; named in full for screen readers.
                label="Language"
                aria-label={say.templateLanguageLabel(ORDER_MESSAGE_LABELS[kind])}
                name={`${kind}.language`}
                defaultValue={initial.templates[kind].language}
                maxLength={15}
                autoComplete="off"
              />
              {kind === ANSWERED_KIND && (
                <label className="flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
                  <input
                    type="checkbox"
                    name={`${kind}.quickReplies`}
                    defaultChecked={initial.templates[kind].quickReplies}
                    className="size-5 accent-plum"
                  />
                  {say.templateQuickReplies}
                </label>
              )}
            </div>
          ))}
        </fieldset>
        <div className="w-40">
          <SubmitButton busy={busy}>Save messages</SubmitButton>
        </div>
      </form>
    </section>
  );
}
