import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { withTotals, type CartItem } from '@shop/shared/cart/cart-rules';
import { transportOptionsFor } from '@shop/shared/checkout/transport';
import { messages } from '@shop/shared/messages';
import { CheckoutPage } from './checkout-page';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const lipstick: CartItem = {
  productId: 'GN-MU-001',
  name: 'Velvet Matte Lipstick',
  price: 8500,
  image: null,
  quantity: 1,
  color: { _id: 'c1', name: 'Ruby Owambe', code: '#9b111e' },
};

// The shop's answers a new shop gives: its three delivery options by place, and the quote.
const ETA: Record<string, string> = {
  GUO: '2–4 working days',
  GIG: '1–3 working days',
  BENIN: 'Same or next day',
};
function shopFetch(
  other: (url: string, init?: RequestInit) => Promise<Response> = async () => new Response('{}'),
) {
  return vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.pathname === '/api/delivery-options') {
      const offered = transportOptionsFor(url.searchParams.get('state'), url.searchParams.get('city'));
      return json(
        offered.map((o) => ({ id: o.id, label: o.label, price: o.costKobo / 100, eta: ETA[o.id] })),
      );
    }
    if (url.pathname === '/api/order/quote') {
      const sent = JSON.parse(String(init?.body)) as { transportOption: string | null };
      const transport = { GUO: 4000, GIG: 7000, BENIN: 2500 }[sent.transportOption ?? ''] ?? 0;
      return json({
        subtotal: 8500,
        discount: 0,
        transportCost: transport,
        amount: 8500 + transport,
        freeDeliveryOver: null,
        freeDeliveryShortfall: null,
      });
    }
    return other(String(input), init);
  });
}

/** The page with its cart (with items, once the checkout form's own chunk has loaded), and a way
 * to leave it: the shopper going to another page of the shop. */
async function renderPage(items: CartItem[], user: SessionUser | null = null) {
  const store = testStores({ cart: withTotals(items), auth: { user, restored: true } });
  const router = createMemoryRouter([{ path: '/cart', element: <CheckoutPage /> }], {
    initialEntries: ['/cart'],
  });
  const { unmount } = render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  if (items.length > 0) await screen.findByRole('form', { name: 'Checkout' });
  return { store, unmount };
}

/** A guest's complete form, delivered within Benin. */
async function fillGuestForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ngozi');
  await userEvent.type(screen.getByLabelText('Email'), 'ngozi@example.ng');
  await userEvent.type(screen.getByLabelText('Address'), '12 Airport Road');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Edo');
  // The LGAs load once the State list is touched.
  await screen.findByRole('option', { name: 'Oredo' });
  await userEvent.selectOptions(screen.getByLabelText('City (LGA)'), 'Oredo');
  await userEvent.type(screen.getByLabelText('Phone number'), '08031234567');
  await userEvent.click(screen.getByRole('radio', { name: /BENIN/ }));
}

/** Typing a whole form takes seconds on a busy machine. */
const JOURNEY_MS = 20_000;

describe('the checkout page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    vi.stubGlobal('fetch', shopFetch());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers no payment for an empty cart', async () => {
    await renderPage([]);
    expect(screen.getByRole('button', { name: 'Cart is empty' })).toBeDisabled();
  });

  it('asks guests for name and e-mail, and keeps the LGA list closed until a state is chosen', async () => {
    await renderPage([lipstick]);
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    const lga = screen.getByLabelText('City (LGA)');
    expect(lga).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Federal Capital Territory');
    await waitFor(() => expect(lga).toBeEnabled());
    expect(screen.getByRole('option', { name: 'Bwari' })).toBeInTheDocument();
    await screen.findByRole('radio', { name: /GUO/ });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'GUO2–4 working days₦4,000',
      'GIG1–3 working days₦7,000',
    ]);
  });

  it('offers Within Benin only once the address is in Benin City', async () => {
    await renderPage([lipstick]);
    expect(screen.queryByRole('radio', { name: /BENIN/ })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Edo');
    await screen.findByRole('option', { name: 'Oredo' });
    await userEvent.selectOptions(screen.getByLabelText('City (LGA)'), 'Oredo');
    expect(
      await screen.findByRole('radio', { name: /Within Benin \(BENIN\).*Same or next day.*₦2,500/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /BENIN/ }));
    await userEvent.selectOptions(screen.getByLabelText('City (LGA)'), 'Esan West');
    await screen.findByRole('radio', { name: /GUO/ });
    expect(screen.queryByRole('radio', { name: /BENIN/ })).toBeNull();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('marks every wrong field at once with its message, the toast saying the first rule and the focus on its field', async () => {
    await renderPage([lipstick]);
    await userEvent.type(screen.getByLabelText('Address'), '12 Airport Road');
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    // The rules load on demand, so the marks, their messages and the focus come once React has drawn them.
    const state = screen.getByLabelText('State');
    await waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Please select your state');
    const marks: [string, string][] = [
      ['Name', 'Please enter your name'],
      ['Email', 'Please enter your email address'],
      ['State', 'Please select your state'],
      ['City (LGA)', 'Please select your LGA'],
      ['Phone number', 'Please enter a valid Nigerian phone number'],
    ];
    for (const [label, message] of marks) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    // The keyboard goes where the toast says (the first rule broken), not to the name above it.
    await waitFor(() => expect(state).toHaveFocus());
    expect(screen.getByLabelText('Address')).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(state, 'Lagos');
    expect(state).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not ask a signed-in shopper for name or e-mail', async () => {
    const user = {
      _id: 'u1',
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'a@b.ng',
      username: 'ada',
      role: 'user',
      token: 't'.repeat(40),
    };
    await renderPage([lipstick], user);
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('says which ways the shop takes money once a state is chosen, as the shopkeeper set them', async () => {
    const methods = {
      channels: ['card', 'bank_transfer', 'ussd'],
      payOnDelivery: { enabled: false, states: [], maxAmount: null, guests: false },
    };
    const fetch = shopFetch(async () => new Response(JSON.stringify(methods), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await renderPage([lipstick]);
    expect(screen.queryByText(/We accept:/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Lagos');
    expect(
      await screen.findByText('We accept: Card (Verve, Visa, Mastercard) · Bank transfer · USSD'),
    ).toBeInTheDocument();
    // The cart's lines read their product's stock too (use-cart-stock.ts).
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/shop/payment-methods'),
    );
  });

  it('says why pay on delivery is not offered where it is not: the state, then a total above the most', async () => {
    const methods = {
      channels: ['card'],
      payOnDelivery: { enabled: true, states: ['Lagos'], maxAmount: 5000, guests: true },
    };
    vi.stubGlobal(
      'fetch',
      shopFetch(async () => new Response(JSON.stringify(methods), { status: 200 })),
    );
    await renderPage([lipstick]);
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Edo');
    expect(await screen.findByText(messages.payOnDelivery.stateNotCovered('Edo'))).toBeInTheDocument();
    expect(
      screen.getByText('We accept: Card (Verve, Visa, Mastercard) · Pay on delivery'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: messages.payOnDelivery.label })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Lagos');
    expect(await screen.findByText(messages.payOnDelivery.overMax('₦5,000'))).toBeInTheDocument();
  });

  it(
    'takes back a one-per-customer code she has used once her e-mail is typed, before any payment',
    async () => {
      const used = 'ngozi@example.ng';
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: string | URL, init?: RequestInit) => {
          const url = new URL(String(input), 'http://shop.test');
          if (url.pathname !== '/api/order/quote') return shopFetch()(input, init);
          const sent = JSON.parse(String(init?.body)) as {
            discountCode?: string;
            delivery: { email?: string };
          };
          if (sent.discountCode && sent.delivery.email === used)
            return new Response(JSON.stringify({ message: messages.discounts.alreadyUsed }), { status: 400 });
          const discount = sent.discountCode ? 500 : 0;
          return new Response(
            JSON.stringify({
              subtotal: 8500,
              discount,
              transportCost: 0,
              amount: 8500 - discount,
              freeDeliveryOver: null,
              freeDeliveryShortfall: null,
              discountCode: sent.discountCode ?? null,
            }),
          );
        }),
      );
      await renderPage([lipstick]);
      await userEvent.type(screen.getByLabelText(messages.discounts.fieldLabel), 'once');
      await userEvent.click(screen.getByRole('button', { name: messages.discounts.apply }));
      expect(await screen.findByText(messages.discounts.applied('ONCE'))).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Email'), used);
      expect(await screen.findByText(messages.discounts.alreadyUsed)).toBeInTheDocument();
      expect(screen.queryByText(messages.discounts.applied('ONCE'))).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'keeps the delivery form, the option and the applied code when she leaves the cart and comes back',
    async () => {
      const { unmount } = await renderPage([lipstick]);
      await fillGuestForm();
      await userEvent.type(screen.getByLabelText(messages.discounts.fieldLabel), 'glow10');
      await userEvent.click(screen.getByRole('button', { name: messages.discounts.apply }));
      unmount(); // off to another page of the shop
      await renderPage([lipstick]);
      const kept: [string, string][] = [
        ['Name', 'Ngozi'],
        ['Email', 'ngozi@example.ng'],
        ['Address', '12 Airport Road'],
        ['State', 'Edo'],
        ['Phone number', '08031234567'],
      ];
      for (const [label, value] of kept) expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(await screen.findByRole('option', { name: 'Oredo', selected: true })).toBeInTheDocument();
      expect(await screen.findByRole('radio', { name: /BENIN/, checked: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.discounts.remove })).toBeInTheDocument();
      expect(screen.getByLabelText(messages.discounts.fieldLabel)).toHaveValue('glow10');
    },
    JOURNEY_MS,
  );

  it('shows another shopper in the same tab none of it', async () => {
    const { unmount } = await renderPage([lipstick]);
    await userEvent.type(screen.getByLabelText('Address'), '12 Airport Road');
    unmount();
    const user = {
      _id: 'u1',
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'a@b.ng',
      username: 'ada',
      role: 'user',
      token: 't'.repeat(40),
    };
    await renderPage([lipstick], user);
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('toasts the first failing rule and calls nobody', async () => {
    const fetch = shopFetch();
    vi.stubGlobal('fetch', fetch);
    await renderPage([lipstick]);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(toast.error).toHaveBeenCalledWith('Please enter your delivery address');
    // The lines' stock and the totals were read (use-cart-stock.ts, the quote): no checkout was asked for.
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/order/checkout'))).toEqual(
      [],
    );
  });

  it(
    'opens no popup when the pending order lacks a popup parameter, saying which',
    async () => {
      const answer = {
        reference: 'ref_1_abc',
        amount: 11000,
        amountKobo: 1_100_000,
        subtotal: 8500,
        transportCost: 2500,
        currency: 'NGN',
        email: 'ngozi@example.ng',
        items: [lipstick],
        provider: 'sandbox',
        publicKey: '',
        accessCode: null,
        orderNumber: 'GN-100001',
        channels: ['card'],
      };
      vi.stubGlobal(
        'fetch',
        shopFetch(async () => new Response(JSON.stringify(answer), { status: 200 })),
      );
      await renderPage([lipstick]);
      await fillGuestForm();
      await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Required parameter missing: key'));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'shows the server’s prices before any payment when they changed',
    async () => {
      const answer = {
        reference: 'ref_1_abc',
        amount: 11500,
        amountKobo: 1_150_000,
        subtotal: 9000,
        transportCost: 2500,
        currency: 'NGN',
        email: 'ngozi@example.ng',
        items: [{ ...lipstick, price: 9000, color: { _id: 'c1', name: 'Ruby Owambe', code: '#9b111e' } }],
        provider: 'sandbox',
        publicKey: 'pk_sandbox_glownaija',
        accessCode: null,
        orderNumber: 'GN-100001',
        channels: ['card'],
      };
      vi.stubGlobal(
        'fetch',
        shopFetch(async () => new Response(JSON.stringify(answer), { status: 200 })),
      );
      const { store } = await renderPage([lipstick]);
      await fillGuestForm();
      await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
      await waitFor(() => expect(screen.getByText(/prices changed/)).toBeInTheDocument());
      expect(store.cart.get().totalAmount).toBe(9000);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    JOURNEY_MS,
  );
});
