import {
  adminHeaders,
  axeFindings,
  expect,
  holdBack,
  openAdminTab,
  paidOrder,
  registerCustomer,
  signInAsAdmin,
  test,
  SHOTS,
  statusBody,
} from './fixtures';

// The audit log (decision 37): a fulfilment staff member, made by the owner through
// the API, ships an order; the owner reads that change in the audit view on a phone, filtered to
// that person, with the status before and after.

test("the owner reads a fulfilment person's shipped order in the audit log", async ({ page, request }) => {
  const packer = await registerCustomer(request, 'Efe', 'Packer');
  const buyer = await registerCustomer(request, 'Amara', 'Buyer');
  // The confirmation answers the whole order; the fixture's type names only what most journeys read.
  const paid = await paidOrder(request, buyer.auth);
  const order = paid.order as typeof paid.order & { _id: string };

  // The owner makes the customer fulfilment staff; the packer ships the order on their own session.
  const owner = await adminHeaders(request);
  const role = await request.put(`/api/auth/users/${packer._id}/role`, {
    headers: owner,
    data: { role: 'fulfilment' },
  });
  expect(role.status(), await role.text()).toBe(200);
  for (const status of ['processing', 'shipped']) {
    const moved = await request.patch(`/api/order/orders/${order._id}/status`, {
      headers: packer.auth,
      data: statusBody(status),
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // The owner changes a price (a delivery option's, made and removed again so no checkout meets it;
  // named after this run's packer, so a second run finds its own).
  const rider = `Kano rider ${packer.username}`;
  const made = await request.post('/api/admin/delivery-options', {
    headers: owner,
    data: { label: rider, price: 3000, area: 'states', states: ['Kano'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { option } = (await made.json()) as { option: { id: string } };
  const repriced = await request.put(`/api/admin/delivery-options/${option.id}`, {
    headers: owner,
    data: { label: rider, price: 3500, area: 'states', states: ['Kano'] },
  });
  expect(repriced.status()).toBe(200);
  expect(
    (await request.delete(`/api/admin/delivery-options/${option.id}`, { headers: owner })).status(),
  ).toBe(200);
  // A packer may not read the log.
  expect((await request.get('/api/admin/audit', { headers: packer.auth })).status()).toBe(403);

  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'audit' }));
  const audit = page.getByRole('tabpanel', { name: 'audit' });
  await audit.getByLabel('Person').selectOption({ label: packer.username });
  const shipped = audit
    .getByRole('listitem')
    .filter({ hasText: `Order ${order.orderNumber}: processing → shipped` });
  await expect(shipped).toBeVisible();
  await expect(shipped).toContainText(packer.username);
  await expect(shipped).toContainText('Order status');
  await expect(shipped.getByRole('definition').first()).toHaveText('processing → shipped');
  // The courier it left with is recorded with the step (decision 47).
  await expect(shipped.getByRole('definition').nth(1)).toHaveText('none → rider');
  // Newest first: the shipping above the move to processing.
  await expect(audit.getByRole('listitem').first()).toContainText('processing → shipped');
  await expect(audit.getByRole('listitem').nth(1)).toContainText('paid → processing');

  // The role change is the owner's entry, found by kind. The second choice is made while the
  // first one's page is still on its way (held back here), and both choices hold.
  await holdBack(page, '**/api/admin/audit?**', 1_500);
  await audit.getByLabel('Person').selectOption({ label: 'Everyone' });
  await audit.getByLabel('Kind of change').selectOption({ label: 'Role' });
  await expect(page).toHaveURL(/kind=user\.role/);
  await expect(page).not.toHaveURL(/actor=/);
  await expect(
    audit
      .getByRole('listitem')
      .filter({ hasText: `Changed ${packer.username}'s role: Customer → Fulfilment` }),
  ).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  // Money reads in naira, before → after.
  await audit.getByLabel('Kind of change').selectOption({ label: 'Delivery option edited' });
  await expect(
    audit.getByRole('listitem').filter({ hasText: `Edited delivery option ${rider} (₦3,500): price` }),
  ).toContainText('price₦3,000 → ₦3,500');
  await audit.getByLabel('Kind of change').selectOption({ label: 'All changes' });
  await expect(page).not.toHaveURL(/kind=/);
  await expect(audit.getByRole('listitem').first()).toBeVisible();
  // The welcome toast has gone (a toast fading out is not what is checked, and the shot shows the
  // tab's heading).
  await expect(page.getByText('Welcome Shop Admin')).toHaveCount(0, { timeout: 15_000 });
  // Labelled selects, readable entries: axe finds no WCAG A/AA problem in the view.
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/S2-audit-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('tab', { name: 'audit' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/S2-audit-1280.png`, fullPage: true });
});
