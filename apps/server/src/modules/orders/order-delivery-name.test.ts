import { describe, expect, it } from 'vitest';
import type { AdminDeliveryOption } from '@shop/shared/delivery/delivery-options';
import type { Order } from '@shop/shared/orders/order-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutBody, confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { createUser } from '../../testing/factories.ts';
import { latestMailTo } from '../../testing/order-helpers.ts';
import { pdfText } from '../../testing/pdf-text.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

/** A guest's order delivered by the shopkeeper's own "Lagos Rider", paid in the sandbox. */
async function orderByLagosRider(email: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/delivery-options',
    headers: admin.auth,
    payload: { label: 'Lagos Rider', price: 1500, eta: 'Same day', area: 'states', states: ['Lagos'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const option = created.json<{ option: AdminDeliveryOption }>().option;
  const { body } = await checkoutBody(t, { email });
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      ...body,
      delivery: { ...guestDelivery, email, state: 'Lagos', city: 'Ikeja' },
      transportOption: option.id,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { reference } = checkout.json<{ reference: string }>();
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  const paid = await confirm(t, reference);
  expect(paid.statusCode, paid.body).toBe(200);
  return { option, ...paid.json<{ order: Order; viewToken: string }>() };
}

describe('an order names its delivery as the shopper chose it', () => {
  it('the order page, tracking, e-mail, receipt and packing slip say "Lagos Rider", not its id, even after the option is renamed and deleted', async () => {
    const email = 'rider.buyer@example.ng';
    const { option, order, viewToken } = await orderByLagosRider(email);
    expect(order).toMatchObject({
      deliveryName: 'Lagos Rider',
      deliveryEta: 'Same day',
      transportCost: 1500,
    });

    // The shopkeeper renames the option, then deletes it: the order keeps what was bought.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/delivery-options/${option.id}`,
      headers: admin.auth,
      payload: { label: 'Island Express', price: 2000, eta: '1 day', area: 'everywhere' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delivery-options/${option.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const page = (await t.app.inject({ url: `/api/order/view/${viewToken}` })).json<{ order: Order }>().order;
    expect(page).toMatchObject({ deliveryName: 'Lagos Rider', transportCost: 1500 });
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { orderNumber: order.orderNumber, email },
    });
    expect(tracked.json<{ order: Order }>().order.deliveryName).toBe('Lagos Rider');

    const mail = await latestMailTo(t, email);
    expect(mail).toContain('Delivery (Lagos Rider): '); // then ₦1,500, quoted-printable
    expect(mail).not.toContain(option.id);

    const receipt = await t.app.inject({ url: `/api/order/view/${viewToken}/receipt.pdf` });
    const receiptText = (await pdfText(receipt.rawPayload)).text;
    expect(receiptText).toContain('Delivery (Lagos Rider)');
    expect(receiptText).not.toContain(option.id);

    const slip = await t.app.inject({
      url: `/api/admin/orders/${order._id}/packing-slip.pdf`,
      headers: admin.auth,
    });
    const slipText = (await pdfText(slip.rawPayload)).text;
    expect(slipText).toContain('Delivery: Lagos Rider');
    expect(slipText).not.toContain(option.id);
  });
});
