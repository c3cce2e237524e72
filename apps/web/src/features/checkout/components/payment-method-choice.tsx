import { payOnDeliveryRefusal } from '@shop/shared/checkout/pay-on-delivery';
import { messages } from '@shop/shared/messages';
import type { PayOnDeliverySettings } from '@shop/shared/settings/settings-schemas';
import { PAYMENT_METHOD_FIELD } from '../use-pay-on-delivery';

const option =
  'flex items-center gap-3 rounded-[12px] border border-field bg-ivory px-4 py-3 text-sm font-semibold';

/**
 * 'Pay now' or 'Pay on delivery', offered only where the server would take it (the same rule,
 * from packages/shared); where it would not, the rule's reason (this state, above the most, sign
 * in) in its place, since "We accept" below still names pay on delivery. Loaded only when the
 * shop has pay on delivery on.
 */
export function PaymentMethodChoice({
  offer,
  state,
  amountKobo,
  signedIn,
}: {
  offer: PayOnDeliverySettings;
  state: string;
  amountKobo: number;
  signedIn: boolean;
}) {
  if (!state) return null;
  const refusal = payOnDeliveryRefusal(offer, { state, amountKobo, signedIn });
  if (refusal) return <p className="text-sm text-plum/85">{refusal}</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">{messages.payOnDelivery.choose}</legend>
      <label className={option}>
        <input type="radio" name={PAYMENT_METHOD_FIELD} value="online" defaultChecked className="size-4" />
        {messages.payOnDelivery.payNow}
      </label>
      <label className={option}>
        <input type="radio" name={PAYMENT_METHOD_FIELD} value="pay_on_delivery" className="size-4" />
        {messages.payOnDelivery.label}
      </label>
    </fieldset>
  );
}
