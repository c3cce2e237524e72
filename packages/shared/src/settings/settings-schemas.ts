import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';
import { findState } from '../locations/nigeria.ts';
import { messages } from '../messages.ts';
import { PAYSTACK_CHANNELS } from './payment-channels.ts';
import { ORDER_MESSAGE_KINDS, type OrderMessageKind } from '../orders/order-messages.ts';
import { POD_CONFIRM_HOURS } from '../orders/pod-confirmation.ts';

// The settings a shopkeeper changes in the admin (not the environment): stored in the database,
// checked on the server, read by every process on each use. Amounts are naira, as everywhere the
// API crosses to the browser.

export { CHANNEL_LABELS, PAYSTACK_CHANNELS, type PaymentChannel } from './payment-channels.ts';

export const PayOnDeliverySettingsSchema = z.object({
  enabled: z.boolean(),
  /** State names as the checkout's state list spells them. */
  states: z.array(z.string()),
  /** The largest order total (naira) that may be paid on delivery; null: no limit. */
  maxAmount: nairaAmount.int().positive().nullable(),
  guests: z.boolean(),
  /** An order not confirmed by its shopper after this many hours is flagged for staff (decision 53). */
  // Settings saved before it was added read as the default.
  confirmHours: z
    .number()
    .int()
    .min(POD_CONFIRM_HOURS.min)
    .max(POD_CONFIRM_HOURS.max)
    .default(POD_CONFIRM_HOURS.default),
});
export type PayOnDeliverySettings = z.infer<typeof PayOnDeliverySettingsSchema>;

/** How long a payment link stays open (and holds its order's stock), in hours. */
export const PAY_LINK_HOURS = { min: 1, max: 168, default: 48 } as const;

export const PaymentSettingsSchema = z.object({
  channels: z.array(z.enum(PAYSTACK_CHANNELS)).min(1),
  payOnDelivery: PayOnDeliverySettingsSchema,
  /** A payment link's life: the order's stock is held as long (decision 48). */
  linkHours: z.number().int().min(PAY_LINK_HOURS.min).max(PAY_LINK_HOURS.max),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** The low-stock level: a counted product or shade with this many or fewer left is listed for the shopkeeper. */
export const StockSettingsSchema = z.object({
  lowStockLevel: z.number().int().min(0).max(1_000_000),
});
export type StockSettings = z.infer<typeof StockSettingsSchema>;

/** Free delivery: an order whose subtotal after its discount reaches `freeOver` (naira) pays none; null: never. */
export const DeliverySettingsSchema = z.object({
  freeOver: nairaAmount.int().positive().nullable(),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;

/** What the shop is told of: an e-mail to its own address (SHOP_EMAIL) at each new order. */
export const NotificationSettingsSchema = z.object({ newOrderEmail: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/**
 * An approved WhatsApp template: its name and language code as in WhatsApp Manager; no name: none.
 * `quickReplies`: it was approved with Confirm and Cancel quick-reply buttons, in that order, whose
 * taps answer a pay-on-delivery order (decision 53); templates saved before it read as without.
 */
export const MessageTemplateSchema = z.object({
  name: z.string().max(512),
  language: z.string().max(15),
  quickReplies: z.boolean().default(false),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;
const NO_TEMPLATE: MessageTemplate = { name: '', language: 'en', quickReplies: false };
const templatesOf = <T>(each: T) =>
  Object.fromEntries(ORDER_MESSAGE_KINDS.map((kind) => [kind, each])) as Record<OrderMessageKind, T>;

/** Order messages by WhatsApp and SMS beside the e-mails (decision 51); each needs its credentials. */
export const MessageSettingsSchema = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  // A kind added later reads as "no template" in settings saved before it.
  templates: z.object(templatesOf(MessageTemplateSchema.default(NO_TEMPLATE))),
});
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

/** Returns (decision 52): how many days after delivery a return may be asked, and the rules shown. */
export const RETURN_WINDOW_DAYS = { min: 0, max: 365, default: 7 } as const;
export const ReturnSettingsSchema = z.object({
  windowDays: z.number().int().min(RETURN_WINDOW_DAYS.min).max(RETURN_WINDOW_DAYS.max),
  rules: z.string().max(500),
});
export type ReturnSettings = z.infer<typeof ReturnSettingsSchema>;

export const ShopSettingsSchema = z.object({
  payment: PaymentSettingsSchema,
  delivery: DeliverySettingsSchema,
  stock: StockSettingsSchema,
  notifications: NotificationSettingsSchema,
  messages: MessageSettingsSchema,
  returns: ReturnSettingsSchema,
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** A new shop: the product description's card only, no pay on delivery. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  payment: {
    channels: ['card'],
    payOnDelivery: {
      enabled: false,
      states: [],
      maxAmount: null,
      guests: false,
      confirmHours: POD_CONFIRM_HOURS.default,
    },
    linkHours: PAY_LINK_HOURS.default,
  },
  delivery: { freeOver: null },
  stock: { lowStockLevel: 5 },
  notifications: { newOrderEmail: true },
  messages: { whatsapp: false, sms: false, templates: templatesOf(NO_TEMPLATE) },
  returns: { windowDays: RETURN_WINDOW_DAYS.default, rules: 'Unopened items only' },
};

// The update is checked loosely by type here; names (channels, states) are checked by
// checkSettingsUpdate so the answer can name what was wrong.
const NAME = z.string().max(100);
export const SettingsUpdateSchema = z.strictObject({
  delivery: z
    .strictObject({
      freeOver: z
        .number(messages.delivery.freeOver)
        .int(messages.delivery.freeOver)
        .positive(messages.delivery.freeOver)
        .max(100_000_000, messages.delivery.freeOver)
        .nullable()
        .optional(),
    })
    .optional(),
  payment: z
    .strictObject({
      channels: z.array(NAME).max(20).optional(),
      payOnDelivery: z
        .strictObject({
          enabled: z.boolean().optional(),
          states: z.array(NAME).max(40).optional(),
          maxAmount: nairaAmount.int().positive().max(100_000_000).nullable().optional(),
          guests: z.boolean().optional(),
          confirmHours: z
            .number(messages.settings.confirmHours)
            .int(messages.settings.confirmHours)
            .min(POD_CONFIRM_HOURS.min, messages.settings.confirmHours)
            .max(POD_CONFIRM_HOURS.max, messages.settings.confirmHours)
            .optional(),
        })
        .optional(),
      linkHours: z
        .number(messages.settings.linkHours)
        .int(messages.settings.linkHours)
        .min(PAY_LINK_HOURS.min, messages.settings.linkHours)
        .max(PAY_LINK_HOURS.max, messages.settings.linkHours)
        .optional(),
    })
    .optional(),
  notifications: z.strictObject({ newOrderEmail: z.boolean().optional() }).optional(),
  messages: z
    .strictObject({
      whatsapp: z.boolean().optional(),
      sms: z.boolean().optional(),
      templates: z
        .strictObject(
          templatesOf(
            z
              .strictObject({
                name: z.string().trim().max(512, messages.settings.templateName).optional(),
                language: z
                  .string()
                  .trim()
                  .min(1, messages.settings.templateLanguage)
                  .max(15, messages.settings.templateLanguage)
                  .optional(),
                quickReplies: z.boolean().optional(),
              })
              .optional(),
          ),
        )
        .optional(),
    })
    .optional(),
  returns: z
    .strictObject({
      windowDays: z
        .number(messages.returns.windowDays)
        .int(messages.returns.windowDays)
        .min(RETURN_WINDOW_DAYS.min, messages.returns.windowDays)
        .max(RETURN_WINDOW_DAYS.max, messages.returns.windowDays)
        .optional(),
      rules: z.string().trim().max(500, messages.returns.rules).optional(),
    })
    .optional(),
  stock: z
    .strictObject({
      lowStockLevel: z
        .number()
        .int(messages.settings.lowStockLevel)
        .min(0, messages.settings.lowStockLevel)
        .max(1_000_000, messages.settings.lowStockLevel)
        .optional(),
    })
    .optional(),
});
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

export const SettingsResponseSchema = z.object({
  settings: ShopSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The product feeds' absolute addresses on the shop's configured address (GET only). */
  feeds: z.object({ meta: z.string(), google: z.string() }).optional(),
  /** Which message channels have their credentials in the environment (GET only). */
  messageChannels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }).optional(),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/** GET /api/shop/payment-methods: what a shopper may pay with, no secrets. */
export const PaymentMethodsResponseSchema = z.object({
  channels: z.array(z.enum(PAYSTACK_CHANNELS)),
  payOnDelivery: PayOnDeliverySettingsSchema,
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

export type SettingsProblem = { field: string; message: string };

/**
 * Applies an update to the current settings: channels must be Paystack's, states Nigeria's (the
 * FCT's usual aliases are stored as its name), duplicates dropped. Returns the new settings or the
 * first problem, named.
 */
export function applySettingsUpdate(
  current: ShopSettings,
  update: SettingsUpdate,
): { settings: ShopSettings } | { problem: SettingsProblem } {
  const payment = update.payment;
  let channels = current.payment.channels;
  if (payment?.channels) {
    const unknown = payment.channels.find((c) => !(PAYSTACK_CHANNELS as readonly string[]).includes(c));
    if (unknown !== undefined)
      return { problem: { field: 'payment.channels', message: `Unknown payment channel: ${unknown}` } };
    if (payment.channels.length === 0)
      return { problem: { field: 'payment.channels', message: messages.settings.chooseChannel } };
    channels = PAYSTACK_CHANNELS.filter((c) => payment.channels!.includes(c));
  }
  const pod = { ...current.payment.payOnDelivery };
  const podUpdate = payment?.payOnDelivery;
  if (podUpdate?.states) {
    const names: string[] = [];
    for (const typed of podUpdate.states) {
      const state = findState(typed);
      if (!state)
        return { problem: { field: 'payment.payOnDelivery.states', message: `Unknown state: ${typed}` } };
      if (!names.includes(state.name)) names.push(state.name);
    }
    pod.states = names;
  }
  if (podUpdate?.enabled !== undefined) pod.enabled = podUpdate.enabled;
  if (podUpdate?.maxAmount !== undefined) pod.maxAmount = podUpdate.maxAmount;
  if (podUpdate?.guests !== undefined) pod.guests = podUpdate.guests;
  if (podUpdate?.confirmHours !== undefined) pod.confirmHours = podUpdate.confirmHours;
  if (pod.enabled && pod.states.length === 0)
    return {
      problem: {
        field: 'payment.payOnDelivery.states',
        message: messages.settings.chooseState,
      },
    };
  const stock = { ...current.stock, ...(update.stock?.lowStockLevel !== undefined && update.stock) };
  const freeOver = update.delivery?.freeOver;
  const delivery = freeOver === undefined ? current.delivery : { ...current.delivery, freeOver };
  const linkHours = payment?.linkHours ?? current.payment.linkHours;
  const notifications = { ...current.notifications, ...update.notifications };
  const templates = { ...current.messages.templates };
  for (const kind of ORDER_MESSAGE_KINDS) {
    const change = update.messages?.templates?.[kind];
    if (change) templates[kind] = { ...templates[kind], ...change };
  }
  const messageSettings = {
    whatsapp: update.messages?.whatsapp ?? current.messages.whatsapp,
    sms: update.messages?.sms ?? current.messages.sms,
    templates,
  };
  const returns = {
    windowDays: update.returns?.windowDays ?? current.returns.windowDays,
    rules: update.returns?.rules ?? current.returns.rules,
  };
  return {
    settings: {
      delivery,
      payment: { channels, payOnDelivery: pod, linkHours },
      stock,
      notifications,
      messages: messageSettings,
      returns,
    },
  };
}
