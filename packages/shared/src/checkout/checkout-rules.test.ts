import { describe, expect, it } from 'vitest';
import {
  checkDeliveryPlace,
  checkoutIssueOf,
  checkoutIssuesOf,
  checkoutRules,
  type CheckoutContext,
  type CheckoutForm,
} from './checkout-rules.ts';
import { transportOptionsFor } from './transport.ts';

type CheckoutInput = {
  delivery: CheckoutForm;
  isGuest: boolean;
  itemCount: number;
  transportOption: string | null;
};

const account = { name: 'Ada Obi', email: 'ada@example.ng' };
const parse = ({ delivery, isGuest, itemCount, transportOption }: CheckoutInput) => {
  // The options a new shop offers at this address, as the page and the server read them.
  const transportOptions = transportOptionsFor(delivery.state, delivery.city);
  const context: CheckoutContext = { account: isGuest ? null : account, itemCount, transportOptions };
  return checkoutRules(context).safeParse({ ...delivery, transportOption });
};
const firstCheckoutIssue = (input: CheckoutInput) => {
  const result = parse(input);
  return result.success ? null : checkoutIssueOf(result.error);
};
const firstCheckoutProblem = (input: CheckoutInput) => firstCheckoutIssue(input)?.message ?? null;
const allCheckoutIssues = (input: CheckoutInput) => {
  const result = parse(input);
  return result.success ? [] : checkoutIssuesOf(result.error);
};

const complete: CheckoutInput = {
  delivery: {
    name: 'Ngozi Eze',
    email: 'ngozi@example.ng',
    address: '12 Airport Road',
    state: 'Edo',
    city: 'Oredo',
    phoneNumber: '0803 123 4567',
  },
  isGuest: true,
  itemCount: 2,
  transportOption: 'BENIN',
};

describe('checkout rules', () => {
  it('accepts a complete guest checkout', () => {
    expect(firstCheckoutProblem(complete)).toBeNull();
  });

  it('reports the missing fields one at a time in the fixed order', () => {
    const seen: string[] = [];
    const input: CheckoutInput = { delivery: {}, isGuest: true, itemCount: 0, transportOption: null };
    const steps: [string, () => void][] = [
      ['Please enter your delivery address', () => (input.delivery.address = complete.delivery.address)],
      ['Please select your state', () => (input.delivery.state = 'Edo')],
      ['Please select your LGA', () => (input.delivery.city = 'Oredo')],
      ['Please enter your phone number', () => (input.delivery.phoneNumber = '08031234567')],
      ['Please enter your email address', () => (input.delivery.email = 'ngozi@example.ng')],
      ['Please enter your name', () => (input.delivery.name = 'Ngozi')],
      ['Your cart is empty!', () => (input.itemCount = 1)],
      ['Please select a transportation option', () => (input.transportOption = 'GIG')],
    ];
    for (const [message, fix] of steps) {
      seen.push(firstCheckoutProblem(input) ?? 'none');
      expect(seen.at(-1)).toBe(message);
      fix();
    }
    expect(firstCheckoutProblem(input)).toBeNull();
  });

  it('asks signed-in shoppers for neither name nor email, using their account', () => {
    const delivery = { ...complete.delivery, name: '', email: '' };
    const result = parse({ ...complete, delivery, isGuest: false });
    expect(result.success && result.data.delivery).toMatchObject(account);
  });

  it('gives the checked details: trimmed, with the state and LGA as the shop spells them', () => {
    const delivery = { ...complete.delivery, name: ' Ngozi Eze ', state: 'edo', city: 'oredo' };
    const result = parse({ ...complete, delivery });
    expect(result.success && result.data).toEqual({
      delivery: {
        name: 'Ngozi Eze',
        email: 'ngozi@example.ng',
        address: '12 Airport Road',
        state: 'Edo',
        city: 'Oredo',
        phoneNumber: '0803 123 4567',
      },
      transport: expect.objectContaining({ id: 'BENIN', costKobo: 250_000 }),
    });
  });

  it('refuses an LGA of another state and an unknown state', () => {
    const wrongLga = { ...complete.delivery, city: 'Ikeja' };
    expect(firstCheckoutProblem({ ...complete, delivery: wrongLga })).toBe(
      'Please select an LGA of the chosen state',
    );
    const unknownState = { ...complete.delivery, state: 'Atlantis' };
    expect(firstCheckoutProblem({ ...complete, delivery: unknownState })).toBe('Please select your state');
  });

  it('accepts the FCT by its aliases', () => {
    const fct = { ...complete.delivery, state: 'f.c.t', city: 'Bwari' };
    expect(firstCheckoutProblem({ ...complete, delivery: fct, transportOption: 'GIG' })).toBeNull();
  });

  it('refuses a malformed phone number and e-mail address with clear messages', () => {
    const phone = { ...complete.delivery, phoneNumber: '12345' };
    expect(firstCheckoutProblem({ ...complete, delivery: phone })).toBe(
      'Please enter a valid Nigerian phone number',
    );
    const email = { ...complete.delivery, email: 'ngozi@' };
    expect(firstCheckoutProblem({ ...complete, delivery: email })).toBe('Please enter a valid email address');
  });

  it('refuses an option the address is not offered (an unknown one too), saying it does not reach there', () => {
    expect(firstCheckoutIssue({ ...complete, transportOption: 'DHL' })).toEqual({
      field: 'transportOption',
      message: 'This delivery option does not reach your address. Please choose another.',
    });
  });

  it('takes the options offered at the address from its context, with their prices', () => {
    const lagosOnly = { id: 'LAGOS1', label: 'Lagos same day', costKobo: 150_000 };
    const lagos = { ...complete.delivery, state: 'Lagos', city: 'Ikeja' };
    const context = { account: null, itemCount: 1, transportOptions: [lagosOnly] };
    const result = checkoutRules(context).safeParse({ ...lagos, transportOption: 'LAGOS1' });
    expect(result.success && result.data.transport).toEqual(lagosOnly);
    const none = checkoutRules({ ...context, transportOptions: [] }).safeParse({
      ...lagos,
      transportOption: 'LAGOS1',
    });
    expect(none.success ? null : checkoutIssueOf(none.error).message).toBe(
      'This delivery option does not reach your address. Please choose another.',
    );
  });

  it('refuses Within Benin for an address outside Benin City, naming the transport field', () => {
    const lagos = { ...complete, delivery: { ...complete.delivery, state: 'Lagos', city: 'Ikeja' } };
    expect(firstCheckoutIssue(lagos)).toEqual({
      field: 'transportOption',
      message:
        'Within Benin delivery is only for addresses in Benin City (Oredo, Egor or Ikpoba-Okha, Edo State). Please choose GUO or GIG.',
    });
    expect(firstCheckoutProblem({ ...lagos, transportOption: 'GUO' })).toBeNull();
  });

  it('names the field of each problem so the page can mark it', () => {
    expect(
      firstCheckoutIssue({ ...complete, delivery: { ...complete.delivery, phoneNumber: '12' } })?.field,
    ).toBe('phoneNumber');
    expect(
      firstCheckoutIssue({ ...complete, delivery: { ...complete.delivery, city: 'Ikeja' } })?.field,
    ).toBe('city');
  });

  it('lists every missing field at once, one per field, in the fixed order', () => {
    const empty: CheckoutInput = { delivery: {}, isGuest: true, itemCount: 0, transportOption: null };
    expect(allCheckoutIssues(empty)).toEqual([
      { field: 'address', message: 'Please enter your delivery address' },
      { field: 'state', message: 'Please select your state' },
      { field: 'city', message: 'Please select your LGA' },
      { field: 'phoneNumber', message: 'Please enter your phone number' },
      { field: 'email', message: 'Please enter your email address' },
      { field: 'name', message: 'Please enter your name' },
      { field: 'cart', message: 'Your cart is empty!' },
      { field: 'transportOption', message: 'Please select a transportation option' },
    ]);
    expect(firstCheckoutIssue(empty)).toEqual({
      field: 'address',
      message: 'Please enter your delivery address',
    });
  });

  it('lists wrong formats beside missing fields, each field once', () => {
    const delivery = {
      ...complete.delivery,
      address: ' ',
      phoneNumber: '12',
      email: 'ngozi@',
      city: 'Ikeja',
    };
    expect(allCheckoutIssues({ ...complete, delivery }).map((i) => i.message)).toEqual([
      'Please enter your delivery address',
      'Please select an LGA of the chosen state',
      'Please enter a valid Nigerian phone number',
      'Please enter a valid email address',
    ]);
  });

  it('checks an address book entry by the same rules as the checkout', () => {
    expect(checkDeliveryPlace({ address: '', state: 'Edo', city: 'Ikeja', phoneNumber: '1' }).issues).toEqual(
      [
        { field: 'address', message: 'Please enter your delivery address' },
        { field: 'city', message: 'Please select an LGA of the chosen state' },
        { field: 'phoneNumber', message: 'Please enter a valid Nigerian phone number' },
      ],
    );
    expect(
      checkDeliveryPlace({
        address: ' 3 Sapele Road ',
        state: 'edo',
        city: 'egor',
        phoneNumber: '08031234567',
      }),
    ).toEqual({
      issues: [],
      place: { address: '3 Sapele Road', state: 'Edo', city: 'Egor', phoneNumber: '08031234567' },
    });
  });
});
