import { messages } from '@shop/shared/messages';
import { PAYSTACK_CHANNELS, type SettingsUpdate } from '@shop/shared/settings/settings-schemas';
import type { FieldErrors } from '../../../components/form/field-errors';

/** The settings form's field names, and the server's names for the same fields. */
export const SETTINGS_FIELDS = {
  channels: 'channels',
  enabled: 'podEnabled',
  states: 'podStates',
  maxAmount: 'podMaxAmount',
  guests: 'podGuests',
} as const;

export const SERVER_FIELD_NAMES: Record<string, string> = {
  'payment.channels': SETTINGS_FIELDS.channels,
  'payment.payOnDelivery.states': SETTINGS_FIELDS.states,
  'payment.payOnDelivery.maxAmount': SETTINGS_FIELDS.maxAmount,
};

const strings = (data: FormData, name: string) =>
  data.getAll(name).filter((v): v is string => typeof v === 'string');

/**
 * The settings form as the update the server takes, or what is wrong with it by field. The
 * server checks it all again (applySettingsUpdate); this only saves a round trip for the
 * mistakes a shopkeeper can see on the page.
 */
export function settingsUpdateFrom(
  data: FormData,
): { ok: true; update: SettingsUpdate } | { ok: false; errors: FieldErrors } {
  const f = SETTINGS_FIELDS;
  const channels = strings(data, f.channels);
  const states = strings(data, f.states);
  const enabled = data.has(f.enabled);
  const typed = String(data.get(f.maxAmount) ?? '').replace(/[\s,₦]/g, '');
  const maxAmount = typed === '' ? null : /^\d{1,9}$/.test(typed) ? Number(typed) : NaN;

  // In the form's order, so the toast names the first field the keyboard is taken to.
  const errors: FieldErrors = {};
  if (!channels.some((c) => (PAYSTACK_CHANNELS as readonly string[]).includes(c)))
    errors[f.channels] = messages.settings.chooseChannel;
  if (maxAmount !== null && !(maxAmount > 0)) errors[f.maxAmount] = messages.settings.wholeNaira;
  if (enabled && states.length === 0) errors[f.states] = messages.settings.chooseState;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    update: {
      payment: {
        channels,
        payOnDelivery: { enabled, states, maxAmount, guests: data.has(f.guests) },
      },
    },
  };
}
