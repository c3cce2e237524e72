import { describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS, roleChangeRefusal, statusPermission } from './staff-roles.ts';

describe('what each staff role may do', () => {
  it('lets the owner and an admin do everything', () => {
    for (const role of ['owner', 'admin']) {
      expect(can(role, 'staff')).toBe(true);
      expect(can(role, 'settings.payment')).toBe(true);
      expect(can(role, 'audit')).toBe(true);
    }
  });

  it('gives a manager the shop but not its staff, customers, payment settings or audit', () => {
    for (const p of [
      'products',
      'discounts',
      'delivery',
      'orders.refund',
      'overview',
      'settings.shop',
    ] as const)
      expect(can('manager', p)).toBe(true);
    for (const p of ['staff', 'settings.payment', 'customers.read', 'audit'] as const)
      expect(can('manager', p)).toBe(false);
  });

  it('gives fulfilment orders to read and ship and their slips, nothing else', () => {
    expect(['orders.read', 'orders.ship', 'slips'].every((p) => can('fulfilment', p as never))).toBe(true);
    for (const p of ['orders.status', 'orders.refund', 'products', 'overview', 'customers.read'] as const)
      expect(can('fulfilment', p)).toBe(false);
  });

  it('gives support orders and customers to read and reviews to delete, and no money', () => {
    for (const p of ['orders.read', 'customers.read', 'reviews.delete'] as const)
      expect(can('support', p)).toBe(true);
    for (const p of ['orders.refund', 'exports', 'overview', 'orders.ship', 'slips'] as const)
      expect(can('support', p)).toBe(false);
  });

  it('lets the owner, an admin, a manager and sales take orders from chats and the counter; sales nothing more', () => {
    for (const role of ['owner', 'admin', 'manager', 'sales']) expect(can(role, 'take_orders')).toBe(true);
    for (const role of ['fulfilment', 'support', 'user']) expect(can(role, 'take_orders')).toBe(false);
    expect(ROLE_PERMISSIONS.sales).toEqual(['orders.read', 'take_orders']);
  });

  it('refuses a customer, and a role the shop does not know, everything', () => {
    expect(can('user', 'orders.read')).toBe(false);
    expect(can('editor', 'orders.read')).toBe(false);
    expect(can(undefined, 'orders.read')).toBe(false);
  });

  it('lets shipping moves through orders.ship and every other move through orders.status', () => {
    expect(['processing', 'shipped', 'delivered'].map(statusPermission)).toEqual([
      'orders.ship',
      'orders.ship',
      'orders.ship',
    ]);
    expect(statusPermission('cancelled')).toBe('orders.status');
  });
});

describe('who may change whose role', () => {
  const owner = { id: 'o', role: 'owner' };
  const admin = { id: 'a', role: 'admin' };
  const customer = { id: 'c', role: 'user' };
  it('lets the owner or an admin give a customer a staff role', () => {
    expect(roleChangeRefusal(owner, customer, 'fulfilment')).toBeNull();
    expect(roleChangeRefusal(admin, customer, 'manager')).toBeNull();
  });
  it('refuses the owner’s role, one’s own, making an owner, and anyone without staff', () => {
    expect(roleChangeRefusal(admin, owner, 'user')).toBe('owner');
    expect(roleChangeRefusal(admin, admin, 'user')).toBe('own');
    expect(roleChangeRefusal(owner, customer, 'owner')).toBe('makeOwner');
    expect(roleChangeRefusal({ id: 'm', role: 'manager' }, customer, 'support')).toBe('staff');
  });
});
