import { useState } from 'react';
import { toast } from 'sonner';
import { formatNaira, koboToNaira } from '@shop/shared/money';
import { CHANNEL_LABELS, STAFF_CHANNELS } from '@shop/shared/orders/order-channels';
import type { LinkedOrder } from '@shop/shared/orders/pay-link-message';
import type { StaffOrderRequest, StaffOrderResponse } from '@shop/shared/orders/staff-order-schemas';
import { refuse, refused } from '../../../../components/form/form-outcome';
import { FieldError } from '../../../../components/form/field-error';
import { SelectField } from '../../../../components/form/select-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { useFormSubmit, type FormValues } from '../../../../components/form/use-form-submit';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { useDeliveryOptions } from '../../../../domain/delivery/use-delivery-options';
import { LocationFields } from '../../../../domain/places/location-fields';
import { useAdminSession } from '../../shell/use-admin-session';
import { recordOrder } from '../api/record-order';
import { PayLinkActions } from '../pay-link/pay-link-actions';
import { addLine, setQuantity, type TakenLine } from './order-lines';
import { ProductPicker } from './product-picker';

const PAYMENTS = [
  ['cash', 'Cash (paid)'],
  ['pos', 'POS (paid)'],
  ['transfer', 'Bank transfer (paid)'],
  ['pay_on_delivery', 'Pay on delivery'],
  ['link', 'Payment link (customer pays online)'],
] as const;

/** The server's name for a field → this form's. */
const FIELDS: Record<string, string> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'delivery.address': 'address',
  'delivery.state': 'state',
  'delivery.city': 'city',
  'delivery.transportOption': 'transportOption',
  'payment.method': 'method',
  'payment.reference': 'reference',
  'manualDiscount.amount': 'manualAmount',
  'manualDiscount.reason': 'manualReason',
  'override.reason': 'overrideReason',
};

/** The request the form's values and lines make; amounts as typed are numbers for the server to check. */
function requestOf(
  v: FormValues,
  lines: TakenLine[],
  pickup: boolean,
  place: { state: string; city: string },
) {
  const body: StaffOrderRequest = {
    items: lines.map((l) => ({ productId: l.productId, colorId: l.colorId, quantity: l.quantity })),
    customer: { name: v.name ?? '', phone: v.phone ?? '', ...(v.email?.trim() && { email: v.email }) },
    delivery: pickup
      ? { pickup: true }
      : { address: v.address ?? '', ...place, transportOption: v.transportOption ?? '' },
    channel: (v.channel ?? 'whatsapp') as StaffOrderRequest['channel'],
    discountCode: v.discountCode ?? '',
    payment: {
      method: (v.method ?? 'cash') as StaffOrderRequest['payment']['method'],
      ...(v.reference?.trim() && { reference: v.reference }),
    },
  };
  if (v.manualAmount?.trim())
    body.manualDiscount = { amount: Number(v.manualAmount), reason: v.manualReason ?? '' };
  if (v.overrideReason?.trim()) body.override = { reason: v.overrideReason };
  return body;
}

const STATUS_WORDS: Record<string, string> = {
  paid: 'paid',
  pay_on_delivery: 'to pay on delivery',
  pending: 'to pay by the link below',
};

type Recorded = StaffOrderResponse['order'] & { linked: LinkedOrder };

/** The order as its WhatsApp message names it: the customer as typed, the lines as taken. */
function linkedOrder(order: StaffOrderResponse['order'], v: FormValues, lines: TakenLine[]): LinkedOrder {
  return {
    name: v.name ?? '',
    phoneNumber: v.phone ?? '',
    orderNumber: order.orderNumber,
    amount: order.amount,
    items: lines.map((l) => ({
      productId: l.productId,
      productName: l.name,
      productImage: null,
      price: l.price,
      quantity: l.quantity,
      color: l.shade ? { name: l.shade, code: '' } : null,
    })),
  };
}

/**
 * "New order": a sale made in WhatsApp, Instagram, on the phone or at the counter, recorded into
 * the same orders and stock as the website's (POST /api/admin/orders). Phone first: one column,
 * the products found by name, the customer, where it goes, how it is paid. The server prices it.
 */
export function NewOrderForm({ onDone }: { onDone: () => void }) {
  const { hasToken } = useAdminSession();
  const [lines, setLines] = useState<TakenLine[]>([]);
  const [pickup, setPickup] = useState(false);
  const [place, setPlace] = useState({ state: '', city: '' });
  const [method, setMethod] = useState('cash');
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const options = useDeliveryOptions(place.state, place.city);

  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    if (lines.length === 0) return refuse('Add at least one product', { items: 'Add at least one product' });
    if (!hasToken()) return;
    try {
      const { order } = await recordOrder(requestOf(values, lines, pickup, place));
      toast.success(`Order ${order.orderNumber} recorded`);
      setRecorded({ ...order, linked: linkedOrder(order, values, lines) });
    } catch (error) {
      return refused(error, 'The order could not be recorded', { fields: FIELDS });
    }
  });

  if (recorded)
    return (
      <section aria-labelledby="new-order-done" className="space-y-3 rounded-[12px] bg-white p-4 shadow-sm">
        <h2 id="new-order-done" className="font-display text-2xl">
          Order {recorded.orderNumber} recorded
        </h2>
        <p>
          {formatNaira(recorded.amount)} · {STATUS_WORDS[recorded.status] ?? recorded.status}
        </p>
        {recorded.payLink && recorded.payLinkExpiresAt && (
          <PayLinkActions
            link={{ url: recorded.payLink, expiresAt: recorded.payLinkExpiresAt }}
            order={recorded.linked}
          />
        )}
        <button type="button" className={buttonStyles.primary} onClick={onDone}>
          Back to orders
        </button>
      </section>
    );

  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="new-order-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="new-order-title" className="font-display text-2xl">
          New order
        </h2>
        <button
          type="button"
          className={`${buttonStyles.secondary} min-h-11 px-4 py-2 text-sm`}
          onClick={onDone}
        >
          Cancel
        </button>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">Products</legend>
        <ProductPicker onAdd={(product, colorId) => setLines((now) => addLine(now, product, colorId))} />
        {lines.length > 0 && (
          <ul aria-label="Order lines" className="space-y-2">
            {lines.map((line, i) => (
              <li
                key={`${line.productId}:${line.colorId}`}
                className="flex flex-wrap items-center gap-3 rounded-[12px] bg-nude p-3"
              >
                <p className="min-w-0 flex-1">
                  <span className="font-semibold">{line.name}</span>
                  {line.shade && <span className="text-plum/70"> · {line.shade}</span>}
                  <span className="block text-sm">{formatNaira(line.price)}</span>
                </p>
                <label className="flex items-center gap-2 text-sm">
                  <span aria-hidden="true">Quantity</span>
                  <span className="sr-only">
                    Quantity of {line.name}
                    {line.shade ? ` (${line.shade})` : ''}
                  </span>
                  <input
                    type="number"
                    min={0}
                    max={99}
                    value={line.quantity}
                    onChange={(e) => setLines((now) => setQuantity(now, i, Number(e.target.value)))}
                    className="w-16 rounded-full border border-field bg-white px-3 py-2"
                  />
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">Items: {formatNaira(subtotal)} (the shop works out delivery and discounts)</p>
        <FieldError fieldId="new-order-items" message={errors.items} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Customer</legend>
        <TextField label="Customer name" name="name" autoComplete="off" error={errors.name} />
        <TextField
          label="Customer phone"
          name="phone"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone}
        />
        <TextField
          label="Customer e-mail (optional)"
          name="email"
          type="email"
          autoComplete="off"
          error={errors.email}
        />
        <SelectField label="Channel" name="channel" defaultValue="whatsapp" error={errors.channel}>
          {STAFF_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">Delivery</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="deliveryMode" checked={!pickup} onChange={() => setPickup(false)} />
            Deliver to an address
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="deliveryMode" checked={pickup} onChange={() => setPickup(true)} />
            Pickup at the shop
          </label>
        </div>
        {!pickup && (
          <div className="grid gap-4">
            <TextField label="Delivery address" name="address" autoComplete="off" error={errors.address} />
            <LocationFields
              state={place.state}
              city={place.city}
              stateError={errors.state}
              cityError={errors.city}
              onChange={(change) => setPlace((now) => ({ ...now, ...change }))}
            />
            <SelectField
              label="Delivery option"
              name="transportOption"
              defaultValue=""
              error={errors.transportOption}
            >
              <option value="">
                {place.city ? 'Choose a delivery option' : 'Choose the state and LGA first'}
              </option>
              {(options ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label} · {formatNaira(koboToNaira(o.costKobo))}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Payment</legend>
        <SelectField
          label="Payment"
          name="method"
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          error={errors.method}
        >
          {PAYMENTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {(method === 'pos' || method === 'transfer') && (
          <TextField
            label="Payment reference (optional)"
            name="reference"
            autoComplete="off"
            error={errors.reference}
          />
        )}
        {method === 'pay_on_delivery' && (
          <TextField
            label="Reason to set aside the pay-on-delivery limits (if needed)"
            name="overrideReason"
            autoComplete="off"
            hint="Only when this state or amount is outside the shop's pay-on-delivery settings."
            error={errors.overrideReason}
          />
        )}
        <TextField
          label="Discount code (optional)"
          name="discountCode"
          autoComplete="off"
          error={errors.discountCode}
        />
        <TextField
          label="Manual discount in naira (optional)"
          name="manualAmount"
          inputMode="decimal"
          autoComplete="off"
          error={errors.manualAmount}
        />
        <TextField
          label="Reason for the manual discount"
          name="manualReason"
          autoComplete="off"
          error={errors.manualReason}
        />
      </fieldset>

      <div className="max-w-xs">
        <SubmitButton busy={busy}>Record order</SubmitButton>
      </div>
    </form>
  );
}
