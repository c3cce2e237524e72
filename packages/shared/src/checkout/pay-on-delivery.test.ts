import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { orderStatusLabel } from '../orders/order-status-label.ts';
import { payOnDeliveryRefusal } from './pay-on-delivery.ts';

const lagos = {
  enabled: true,
  states: ['Lagos', 'Federal Capital Territory'],
  maxAmount: 100_000,
  guests: false,
  confirmHours: 24,
};

describe('payOnDeliveryRefusal', () => {
  it('allows a signed-in customer in a covered state up to the maximum, the FCT by its usual name too', () => {
    expect(
      payOnDeliveryRefusal(lagos, { state: 'Lagos', amountKobo: 10_000_000, signedIn: true }),
    ).toBeNull();
    expect(payOnDeliveryRefusal(lagos, { state: 'Abuja', amountKobo: 100, signedIn: true })).toBeNull();
  });

  it('names why it is refused: off, state, maximum, guest', () => {
    expect(
      payOnDeliveryRefusal({ ...lagos, enabled: false }, { state: 'Lagos', amountKobo: 1, signedIn: true }),
    ).toBe(messages.payOnDelivery.disabled);
    expect(payOnDeliveryRefusal(lagos, { state: 'Edo', amountKobo: 1, signedIn: true })).toBe(
      messages.payOnDelivery.stateNotCovered('Edo'),
    );
    expect(payOnDeliveryRefusal(lagos, { state: 'Lagos', amountKobo: 10_000_001, signedIn: true })).toBe(
      'Pay on delivery is available for orders up to ₦100,000. Please pay now.',
    );
    expect(payOnDeliveryRefusal(lagos, { state: 'Lagos', amountKobo: 1, signedIn: false })).toBe(
      messages.payOnDelivery.guestsNotAllowed,
    );
  });
});

describe('orderStatusLabel', () => {
  it('reads pay_on_delivery as words and leaves one-word statuses alone', () => {
    expect(orderStatusLabel('pay_on_delivery')).toBe('pay on delivery');
    expect(orderStatusLabel('shipped')).toBe('shipped');
  });
});
