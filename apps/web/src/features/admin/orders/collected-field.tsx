import { useId } from 'react';
import { messages } from '@shop/shared/messages';
import { COLLECTION_METHODS } from '@shop/shared/orders/payment-methods';
import { COLLECTION_LABELS } from './collection-labels';

/** Delivering a pay-on-delivery order: how the rider collected the money (sent as `collected`). */
export function CollectedField() {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold">
        {messages.payOnDelivery.howCollected}
      </label>
      <select
        id={id}
        name="collected"
        required
        defaultValue=""
        className="w-full rounded-full border border-field bg-white px-3 py-2 text-sm"
      >
        <option value="" disabled>
          Choose…
        </option>
        {COLLECTION_METHODS.map((m) => (
          <option key={m} value={m}>
            {COLLECTION_LABELS[m]}
          </option>
        ))}
      </select>
    </div>
  );
}
