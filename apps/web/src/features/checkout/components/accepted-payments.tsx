import { CHANNEL_LABELS, type PaymentChannel } from '@shop/shared/settings/payment-channels';
import { messages } from '@shop/shared/messages';

/** Under the pay button: the ways the shop takes money now, as the shopkeeper set them. */
export function AcceptedPayments({
  channels,
  payOnDelivery,
}: {
  channels: readonly PaymentChannel[];
  payOnDelivery: boolean;
}) {
  const ways = channels.map((c) => CHANNEL_LABELS[c]);
  if (payOnDelivery) ways.push(messages.payOnDelivery.label);
  return (
    <p className="text-center text-sm text-plum/85">
      {messages.checkout.weAccept} {ways.join(' · ')}
    </p>
  );
}
