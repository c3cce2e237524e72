import { z } from 'zod';

// The delivery options the shopkeeper prices and places (decision 0031). Naira on the wire, kobo
// inside. Where an option is offered: `everywhere`; `states` (the states listed); or `lgas` (the
// LGAs listed, all of the one state `states` holds). Names are the shop's own spellings
// (locations/nigeria.ts), so the checkout compares them as they are.

export const DELIVERY_AREAS = ['everywhere', 'states', 'lgas'] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number];

export type DeliveryWhere = { area: DeliveryArea; states: string[]; lgas: string[] };

/** What a shopper sees of an option: GET /api/delivery-options answers these, in the shop's order. */
export const DeliveryOfferSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Naira. */
  price: z.number(),
  eta: z.string(),
});
export type DeliveryOffer = z.infer<typeof DeliveryOfferSchema>;
export const DeliveryOffersResponseSchema = z.array(DeliveryOfferSchema);

export const DeliveryOffersQuerySchema = z.object({
  state: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
});

/** The admin's view of an option: all of it. */
export const AdminDeliveryOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number(),
  eta: z.string(),
  description: z.string(),
  area: z.enum(DELIVERY_AREAS),
  states: z.array(z.string()),
  lgas: z.array(z.string()),
  position: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminDeliveryOption = z.infer<typeof AdminDeliveryOptionSchema>;
export const AdminDeliveryOptionsResponseSchema = z.object({
  options: z.array(AdminDeliveryOptionSchema),
});
export const AdminDeliveryOptionResponseSchema = z.object({ option: AdminDeliveryOptionSchema });

const NAME = z.string().max(100);

/**
 * A new or changed option as the admin sends it. Types are checked here; places (states, LGAs) by
 * checkDeliveryWhere so the answer can name the one that is wrong.
 */
export const DeliveryOptionInputSchema = z.strictObject({
  label: z.string().trim().min(1).max(60),
  /** Whole naira, 0 or more. */
  price: z.number().int().min(0).max(10_000_000),
  eta: z.string().trim().max(60).optional(),
  description: z.string().trim().max(200).optional(),
  area: z.enum(DELIVERY_AREAS),
  states: z.array(NAME).max(40).optional(),
  lgas: z.array(NAME).max(100).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  active: z.boolean().optional(),
});
export type DeliveryOptionInput = z.infer<typeof DeliveryOptionInputSchema>;
