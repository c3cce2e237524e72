import { messages } from '@shop/shared/messages';
import { POD_CONFIRM_HOURS } from '@shop/shared/orders/pod-confirmation';
import { PAYSTACK_CHANNELS, type SettingsUpdate } from '@shop/shared/settings/settings-schemas';
import type { FieldErrors } from '../../../components/form/field-errors';

/** The settings form's field names, and the server's names for the same fields. */
export const SETTINGS_FIELDS = {
  channels: 'channels',
  enabled: 'podEnabled',
  states: 'podStates',
  maxAmount: 'podMaxAmount',
  guests: 'podGuests',
  confirmHours: 'podConfirmHours',
} as const;

export const SERVER_FIELD_NAMES: Record<string, string> = {
  'payment.channels': SETTINGS_FIELDS.channels,
  'payment.payOnDelivery.states': SETTINGS_FIELDS.states,
  'payment.payOnDelivery.maxAmount': SETTINGS_FIELDS.maxAmount,
  'payment.payOnDelivery.confirmHours': SETTINGS_FIELDS.confirmHours,
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
  const hours = String(data.get(f.confirmHours) ?? '').trim();
  const confirmHours = /^\d{1,3}$/.test(hours) ? Number(hours) : NaN;

  // In the form's order, so the toast names the first field the keyboard is taken to.
  const errors: FieldErrors = {};
  if (!channels.some((c) => (PAYSTACK_CHANNELS as readonly string[]).includes(c)))
    errors[f.channels] = messages.settings.chooseChannel;
  if (maxAmount !== null && !(maxAmount > 0)) errors[f.maxAmount] = messages.settings.wholeNaira;
  if (enabled && states.length === 0) errors[f.states] = messages.settings.chooseState;
  if (!(confirmHours >= POD_CONFIRM_HOURS.min && confirmHours <= POD_CONFIRM_HOURS.max))
    errors[f.confirmHours] = messages.settings.confirmHours;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    update: {
      payment: {
        channels,
        payOnDelivery: { enabled, states, maxAmount, guests: data.has(f.guests), confirmHours },
      },
    },
  };
}
