import { messages } from '@shop/shared/messages';
import { COURIER_IDS, COURIER_NAMES, TRACKING_NUMBER_MAX } from '@shop/shared/orders/couriers';
import type { FieldErrors } from '../../../components/form/field-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

/**
 * Marking an order shipped: the courier taking it (required, no courier chosen for the admin)
 * and its tracking number if the courier gave one, sent as `courier` and `trackingNumber`.
 */
export function ShipmentFields({ errors }: { errors: FieldErrors }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <SelectField
        label={messages.shipment.courierLabel}
        name="courier"
        defaultValue=""
        aria-required="true"
        shape="box"
        error={errors.courier}
      >
        <option value="" disabled>
          {messages.shipment.chooseCourier}
        </option>
        {COURIER_IDS.map((c) => (
          <option key={c} value={c}>
            {COURIER_NAMES[c]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={messages.shipment.trackingNumberLabel}
        name="trackingNumber"
        maxLength={TRACKING_NUMBER_MAX}
        autoComplete="off"
        shape="box"
        error={errors.trackingNumber}
      />
    </div>
  );
}
