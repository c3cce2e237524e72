import { messages } from '@shop/shared/messages';
import { PAY_LINK_HOURS } from '@shop/shared/settings/settings-schemas';
import { WholeNumberSetting } from './whole-number-setting';

/** How long a payment link stays open, holding its order's stock (decision 48). */
export function PayLinkHoursForm({ hours }: { hours: number }) {
  return (
    <WholeNumberSetting
      title="Payment links"
      label={messages.settings.linkHoursLabel}
      hint={messages.settings.linkHoursHint}
      value={hours}
      min={PAY_LINK_HOURS.min}
      max={PAY_LINK_HOURS.max}
      invalid={messages.settings.linkHours}
      field="payment.linkHours"
      update={(linkHours) => ({ payment: { linkHours } })}
      saveLabel="Save link hours"
    />
  );
}
