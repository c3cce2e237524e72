// Where a sale was made: on the shop's own pages, or recorded by staff from a chat, a call or the
// counter (the admin's "New order"). Every order keeps its channel; the overview counts by it.

export const ORDER_CHANNELS = ['web', 'whatsapp', 'instagram', 'walk_in', 'phone', 'other'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channels of an order staff record (every one but the website's own checkout). */
export const STAFF_CHANNELS = ['whatsapp', 'instagram', 'walk_in', 'phone', 'other'] as const;

export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: 'Website',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  walk_in: 'Walk-in',
  phone: 'Phone',
  other: 'Other',
};
