import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { askReturn, deliveredOrder, patchReturn } from '../../testing/return-helpers.ts';

// "Download my data" holds her returns and her store-credit ledger (decisions 52 and 56), through
// the real return and checkout paths.

const t = await buildTestApp();
const admin = (await createUser(t.db, { role: 'admin' })).auth;
const ada = await createUser(t.db, { firstName: 'Ada' });
const other = await createUser(t.db, { firstName: 'Bisi' });

async function creditedReturn(shopper: typeof ada, reason: string) {
  const order = await deliveredOrder(t, admin, { auth: shopper.auth, email: shopper.user.email });
  const asked = await askReturn(
    t,
    order.orderId,
    { items: [{ orderItemId: order.lineId, quantity: 1 }], reason },
    shopper.auth,
  );
  const id = asked.json<{ return: { id: string; orderNumber: string } }>().return;
  for (const step of [{ action: 'approve' }, { action: 'receive' }, { action: 'close', outcome: 'credit' }])
    await patchReturn(t, id.id, step, admin);
  return id.orderNumber;
}

const herOrderNumber = await creditedReturn(ada, 'The shade is too light');
await creditedReturn(other, 'Bisi’s own reason');
// She spends ₦5,000 of it on her next order (2 × ₦5,000 + ₦2,500 delivery).
const next = await createProduct(t.db, { priceKobo: 500_000, stock: 10 });
const spent = await t.app.inject({
  method: 'POST',
  url: '/api/order/checkout',
  headers: ada.auth,
  payload: {
    items: [{ productId: next.productId, colorId: null, quantity: 2 }],
    delivery: { ...guestDelivery, email: ada.user.email },
    transportOption: 'BENIN',
  },
});
const download = (format: string) =>
  t.app.inject({ url: `/api/auth/my-data?format=${format}`, headers: ada.auth });

describe('her data download holds her returns and store credit', () => {
  it('as JSON: her return with its lines and outcome, and the ledger with the balance checkout reads', async () => {
    expect(spent.json()).toMatchObject({ storeCredit: 5000 });
    const data = (await download('json')).json();
    expect(data.returns).toEqual([
      expect.objectContaining({
        orderNumber: herOrderNumber,
        status: 'closed',
        outcome: 'credit',
        reason: 'The shade is too light',
        credited: 5000,
        items: [expect.objectContaining({ quantity: 1 })],
      }),
    ]);
    expect(data.storeCredit.balance).toBe(0);
    expect(data.storeCredit.entries).toEqual([
      expect.objectContaining({ kind: 'credit from a return', amount: 5000, orderNumber: herOrderNumber }),
      expect.objectContaining({ kind: 'spent on an order', amount: -5000, givenBack: false }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Bisi’s own reason');
  });

  it('as CSV: the same, a row per value', async () => {
    const lines = (await download('csv')).body.split('\r\n');
    expect(lines).toContain(`returns,${herOrderNumber},reason,The shade is too light`);
    expect(lines).toContain(`returns,${herOrderNumber},outcome,credit`);
    expect(lines).toContain('storeCredit,,balance,0');
    expect(lines).toContain('storeCredit,,entries.0.amount,5000');
  });
});
