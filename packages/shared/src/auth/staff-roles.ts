// Who may do what in the admin: the one table the server enforces (requirePermission) and the
// admin page reads to show only the tabs and buttons a role may use. Plain TypeScript, no zod: the
// admin's first bundle needs it. Decision 0036 says why each line is what it is.

/** `user` is a customer; every other role is staff and sees the admin (isAdminRole). */
export const ROLES = ['user', 'owner', 'admin', 'manager', 'fulfilment', 'support', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the owner or an admin may give (nobody makes someone owner). */
export const ASSIGNABLE_ROLES = ['user', 'admin', 'manager', 'fulfilment', 'support', 'sales'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  support: 'Support',
  sales: 'Sales',
};

/** Each permission is named by what it allows. */
export const PERMISSIONS = [
  /** Add, edit (stock and prices included) and delete products; the products CSV and its import. */
  'products',
  /** Read the reviews list and delete a review. */
  'reviews.delete',
  'discounts',
  /** The delivery options (prices by place). */
  'delivery',
  /** Read every order (the orders tab, a customer's orders). */
  'orders.read',
  /** Record an order taken in a chat, on the phone or at the counter ("New order"). */
  'take_orders',
  /** Move an order to processing, shipped or delivered. */
  'orders.ship',
  /** Move an order to any status, cancelled included. */
  'orders.status',
  'orders.refund',
  /** Packing slips (PDF) for one order or a batch. */
  'slips',
  /** The overview's figures (sales, revenue, best sellers) and its line on the last backup. */
  'overview',
  /** The users list (customers and staff, with their roles). */
  'customers.read',
  /** Promote a customer to admin, change a person's role. */
  'staff',
  /** Reading the settings, and their delivery (free delivery) and stock (low-stock level) parts. */
  'settings.shop',
  /** The payment part of the settings (channels, pay on delivery). */
  'settings.payment',
  /** The orders CSV: every order with its money. */
  'exports',
  /** The audit log of staff changes. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

/** The one table. Owner and admin differ only in who may change whose role (see canChangeRole). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  owner: EVERYTHING,
  admin: EVERYTHING,
  manager: [
    'products',
    'reviews.delete',
    'discounts',
    'delivery',
    'orders.read',
    'take_orders',
    'orders.ship',
    'orders.status',
    'orders.refund',
    'slips',
    'overview',
    'settings.shop',
    'exports',
  ],
  fulfilment: ['orders.read', 'orders.ship', 'slips'],
  support: ['orders.read', 'customers.read', 'reviews.delete'],
  // Takes orders in chats and at the counter, and sees the orders tab to follow them.
  sales: ['orders.read', 'take_orders'],
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * Whether a role may do something. An unknown role is refused everything: it still counts as staff
 * on the page (the product description's rule), but the server lets it do nothing until someone gives it a role.
 */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** The statuses `orders.ship` allows; any other (cancelled, back to paid) needs `orders.status`. */
export const SHIPPING_STATUSES = ['processing', 'shipped', 'delivered'] as const;

/** The permission a move to `status` needs. */
export const statusPermission = (status: string): Permission =>
  (SHIPPING_STATUSES as readonly string[]).includes(status) ? 'orders.ship' : 'orders.status';

export type RoleChangeRefusal = 'own' | 'owner' | 'makeOwner' | 'staff';

/**
 * Whether `actor` may give `target` the role `to`: only with `staff` (owner, admin); nobody
 * changes their own role or the owner's, nobody makes someone owner. Null when allowed.
 */
export function roleChangeRefusal(
  actor: { id: string; role: string },
  target: { id: string; role: string },
  to: string,
): RoleChangeRefusal | null {
  if (!can(actor.role, 'staff')) return 'staff';
  if (actor.id === target.id) return 'own';
  if (target.role === 'owner') return 'owner';
  if (to === 'owner') return 'makeOwner';
  return null;
}
