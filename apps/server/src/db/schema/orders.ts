import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_CHANNELS } from '@shop/shared/orders/order-channels';
import { POD_ANSWER_CHANNELS, POD_CONFIRMATIONS } from '@shop/shared/orders/pod-confirmation';
import { ORDER_STATUS_VALUES } from '@shop/shared/orders/order-schemas';
import { COURIER_IDS } from '@shop/shared/orders/couriers';
import { COLLECTION_METHODS, PAYMENT_METHODS, REFUND_STATUSES } from '@shop/shared/orders/payment-methods';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { trigramIndexOptions } from './trigram-index.ts';

/** What made the re-check think an unpaid order was likely paid (payments/payment-signals.ts). */
export const PAYMENT_SIGNALS = ['confirmation', 'sandbox-charge', 'webhook', 'provider-in-progress'] as const;

/** The statuses live once in the shared contract; the database checks the same list. */
export const ORDER_STATUSES = ORDER_STATUS_VALUES;

/** Order numbers (`GN-100001`): a sequence, so concurrent checkouts never share one. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * An order is recorded as `pending` with the server's prices before the shopper pays; only a
 * verified payment moves it to `paid`. Money is whole kobo. The reference is unique, so one
 * payment can settle one order only.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    // Shown as GN-<number>. Gaps are possible (a failed checkout uses one up); order is kept.
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    // The secret of the confirmation page's link (/order/<token>): 32 random bytes, base64url.
    // Kept as is, since the status e-mails repeat the link long after checkout. Rows written in
    // plain SQL get the database's default: a SHA-256 of two random UUIDs, base64url, as long.
    viewToken: text('view_token')
      .notNull()
      .unique()
      .default(
        sql`translate(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'base64'), '+/=', '-_')`,
      )
      .$defaultFn(() => randomBytes(32).toString('base64url')),
    // Kept when an account is deleted (the shop's books), with the personal link removed.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    transportOption: text('transport_option').notNull(),
    // The option's name and estimate as the shopper chose them: the shopkeeper may rename or delete
    // the option later, and the order's papers must still say what was bought.
    deliveryName: text('delivery_name').notNull().default(''),
    deliveryEta: text('delivery_eta').notNull().default(''),
    transportCostKobo: bigint('transport_cost_kobo', { mode: 'number' }).notNull(),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    accessCode: text('access_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // What the provider reported when it settled: Paystack's fees (kobo, whoever bore them),
    // the channel (card, bank…) and its own time of payment.
    feesKobo: bigint('fees_kobo', { mode: 'number' }),
    paymentChannel: text('payment_channel'),
    providerPaidAt: timestamp('provider_paid_at', { withTimezone: true }),
    // The re-check's schedule for an unpaid order: each pending order has its own next time
    // (2, 5, 15, 30, 60 minutes after creation, then every 3 hours) and a count of checks made.
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).default(
      sql`now() + interval '2 minutes'`,
    ),
    checkCount: integer('check_count').notNull().default(0),
    // When the re-check last claimed the order (checking it against the provider).
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    // Why the order is likely paid, and since when, while no provider answer has said otherwise:
    // a confirmation, a sandbox charge or a webhook arrived for it, or the provider said the
    // payment is still in progress (payments/payment-signals.ts). The re-check takes these first.
    paymentSignal: text('payment_signal', { enum: PAYMENT_SIGNALS }),
    paymentSignalAt: timestamp('payment_signal_at', { withTimezone: true }),
    // Counted lines are held for the shopper until then (STOCK_HOLD_MINUTES after checkout).
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // Paid after its hold was given back and the stock had meanwhile sold: the money was taken,
    // so the order stands, and the admin is shown that it needs stock found for it.
    oversold: boolean('oversold').notNull().default(false),
    // Who opened the checkout, for the per-buyer hold cap (HOLD_UNITS_PER_BUYER): the client's
    // address as the shop sees it (TRUST_PROXY rules). Null on orders made before it was kept.
    clientIp: text('client_ip'),
    // The web's Idempotency-Key for this checkout attempt, and a digest of what was asked with it:
    // a repeat with the same key answers this order; one with another cart or form is refused.
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    // Paid online before the order was made, or to the rider on delivery (then the order starts
    // as `pay_on_delivery`, its stock taken, and is a sale once the money is collected).
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('online'),
    collectedVia: text('collected_via', { enum: COLLECTION_METHODS }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    // A bank transfer (or USSD payment) may still land until then: the popup's close does not
    // expire the order meanwhile, and its stock stays held at least as long.
    transferExpiresAt: timestamp('transfer_expires_at', { withTimezone: true }),
    // Money given back so far (refunds pending, processing or processed; failed ones excluded),
    // kept with each refund in its transaction, so the overview's sales are net of it.
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    // The discount code applied (as the shop wrote it) and what it took off the subtotal and
    // delivery (decision 0030); amount_kobo is already net of it.
    discountCode: text('discount_code'),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    // The customer's store credit this order spent (decision 52), after the code; amount_kobo is
    // already net of it. Its ledger entry names the order, so a cancel or expiry gives it back.
    storeCreditKobo: bigint('store_credit_kobo', { mode: 'number' }).notNull().default(0),
    // An unpaid order's payment link (/pay/<token>, decision 48): 32 random bytes, base64url, kept
    // as is since staff copy and send it again; open until pay_link_expires_at, and the order's
    // stock is held as long. Null: no link was made.
    payToken: text('pay_token').unique(),
    payLinkExpiresAt: timestamp('pay_link_expires_at', { withTimezone: true }),
    // When the shop was told of this order (modules/new-order-alerts): claimed once, by one
    // process, once it is a sale (paid, to pay on delivery); orders before the alerts count as told.
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    // A pay-on-delivery order's answer from its shopper (docs/decisions/0053-pay-on-delivery-confirmation.md):
    // `unconfirmed` until she confirms or cancels (by the mailed link, WhatsApp or SMS) or staff
    // confirm it after a call; null on online orders. Flagged once it stays unconfirmed past the
    // setting's hours.
    podConfirmation: text('pod_confirmation', { enum: POD_CONFIRMATIONS }),
    podAnsweredAt: timestamp('pod_answered_at', { withTimezone: true }),
    podAnsweredVia: text('pod_answered_via', { enum: POD_ANSWER_CHANNELS }),
    podFlaggedAt: timestamp('pod_flagged_at', { withTimezone: true }),
    // When the unpaid-checkout reminder was written (modules/come-back): claimed once, by one process.
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // Where the sale was made (packages/shared/src/orders/order-channels.ts): `web` for the
    // checkout, the others for orders staff record from a chat, a call or the counter, with who
    // recorded it.
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    // A payment staff recorded (`direct`): the bank transfer's or POS slip's reference, if given.
    paymentReference: text('payment_reference'),
    // The courier a shipped order left with and its tracking number, set with the step to
    // `shipped` (decision 47); null on orders shipped before they were kept.
    courier: text('courier', { enum: COURIER_IDS }),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired', 'pay_on_delivery')`,
    ),
    check('orders_amount_positive', sql`${t.amountKobo} > 0`),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in (${sql.raw(PAYMENT_METHODS.map((m) => `'${m}'`).join(', '))})`,
    ),
    check('orders_collected_via_check', sql`${t.collectedVia} in ('cash', 'pos', 'transfer')`),
    // Never more back than was paid: the last guard under concurrent refunds.
    check(
      'orders_refunded_within_amount',
      sql`${t.refundedKobo} >= 0 and ${t.refundedKobo} <= ${t.amountKobo}`,
    ),
    check('orders_discount_check', sql`${t.discountKobo} >= 0`),
    check('orders_store_credit_check', sql`${t.storeCreditKobo} >= 0`),
    check(
      'orders_channel_check',
      sql`${t.channel} in (${sql.raw(ORDER_CHANNELS.map((c) => `'${c}'`).join(', '))})`,
    ),
    check(
      'orders_courier_check',
      sql`${t.courier} in (${sql.raw(COURIER_IDS.map((c) => `'${c}'`).join(', '))})`,
    ),
    check(
      'orders_pod_confirmation_check',
      sql`${t.podConfirmation} in (${sql.raw(POD_CONFIRMATIONS.map((c) => `'${c}'`).join(', '))})`,
    ),
    check(
      'orders_pod_answered_via_check',
      sql`${t.podAnsweredVia} in (${sql.raw(POD_ANSWER_CHANNELS.map((c) => `'${c}'`).join(', '))})`,
    ),
    check('orders_tracking_number_length', sql`char_length(${t.trackingNumber}) between 1 and 40`),
    check(
      'orders_payment_signal_check',
      sql`${t.paymentSignal} in ('confirmation', 'sandbox-charge', 'webhook', 'provider-in-progress')`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The admin's lists, newest first with the id breaking ties, read in that order off an index.
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // The admin's search matches any part of these (ILIKE '%…%'): trigram indexes (pg_trgm, made
    // by migration 0012) find the matching rows without reading every order.
    index('orders_search_number_idx')
      .using('gin', sql`('GN-' || ${t.orderNumber}::text) gin_trgm_ops`)
      .with(trigramIndexOptions),
    index('orders_search_name_idx').using('gin', t.name.op('gin_trgm_ops')).with(trigramIndexOptions),
    index('orders_search_reference_idx')
      .using('gin', t.reference.op('gin_trgm_ops'))
      .with(trigramIndexOptions),
    index('orders_search_id_idx')
      .using('gin', sql`(${t.id}::text) gin_trgm_ops`)
      .with(trigramIndexOptions),
    index('orders_recheck_idx').on(t.status, t.nextCheckAt),
    // The re-check's first question ("which unpaid orders were likely paid?"), oldest signal first.
    index('orders_payment_signal_idx')
      .on(t.paymentSignalAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentSignalAt} is not null`),
    index('orders_hold_idx').on(t.status, t.holdExpiresAt),
    // The new-order alerts' question every few seconds reads only the orders not yet announced.
    index('orders_unannounced_idx')
      .on(t.createdAt)
      .where(sql`${t.announcedAt} is null`),
    // The confirmation flag's question every minute reads only the unconfirmed, unflagged ones.
    index('orders_pod_unflagged_idx')
      .on(t.createdAt)
      .where(sql`${t.podConfirmation} = 'unconfirmed' and ${t.podFlaggedAt} is null`),
    // The hold timer's question every few seconds ("which live holds have run out?") reads only
    // the live holds, however many orders the shop has.
    index('orders_live_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    // The per-buyer cap counts one buyer's live holds by address and by e-mail (any case).
    index('orders_live_hold_client_idx')
      .on(t.clientIp)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    // A verified account's guest orders, found by their e-mail when it signs in (verified-email.ts).
    index('orders_guest_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
    index('orders_live_hold_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    // The reminder timer's question ("which online checkouts left unpaid are due?") reads only
    // the not-yet-reminded unpaid ones.
    index('orders_reminder_due_idx')
      .on(t.createdAt)
      .where(
        sql`${t.remindedAt} is null and ${t.status} in ('pending', 'expired') and ${t.paymentMethod} = 'online'`,
      ),
    uniqueIndex('orders_idempotency_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Lines as sold: name, picture, price and colour are copied so later catalogue edits do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    colorId: uuid('color_id'),
    colorName: text('color_name'),
    colorCode: text('color_code'),
    // The line's stock: null when not counted at checkout; 'held' while the checkout is open,
    // 'sold' once paid, 'released' when given back. Each move is a conditional update, so a
    // quantity is given back or sold exactly once.
    stockState: text('stock_state', { enum: ['held', 'sold', 'released'] }),
    // A routine's line (decision 60): the parts one routine took, as bought, so giving back or
    // selling again moves the same products whatever the routine holds later. Null otherwise.
    routineParts: jsonb('routine_parts').$type<{ productId: string; quantity: number }[]>(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_stock_state_check', sql`${t.stockState} in ('held', 'sold', 'released')`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_search_name_idx')
      .using('gin', t.productName.op('gin_trgm_ops'))
      .with(trigramIndexOptions),
  ],
);

/** Every status change with its time and the admin who made it (null for the payment itself). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** The sandbox provider's ledger: what its popup "charged", read back by verification. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: text('reference').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // card (immediate), bank_transfer or ussd (the money "arrives" at landsAt, through the same
    // path a Paystack webhook takes); the sandbox account's or dial code's details as shown.
    channel: text('channel').notNull().default('card'),
    landsAt: timestamp('lands_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sandbox's "bank" asks every few seconds which transfers have landed.
    index('sandbox_payments_landing_idx')
      .on(t.landsAt)
      .where(sql`${t.status} = 'pending' and ${t.landsAt} is not null`),
  ],
);

/**
 * Money given back on an order: through Paystack's Refund API (its states follow the refund.*
 * webhooks), the sandbox's, or by hand for a pay-on-delivery order. One Idempotency-Key, one refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** paystack, sandbox, or manual (paid back by hand: pay on delivery). */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountKobo} > 0`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('pending', 'processing', 'processed', 'failed', 'needs-attention')`,
    ),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_idempotency_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('refunds_provider_id_idx')
      .on(t.provider, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
  ],
);

/** Provider notifications as received (webhooks), for audit and for replays to stay harmless. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_reference_idx').on(t.reference)],
);
