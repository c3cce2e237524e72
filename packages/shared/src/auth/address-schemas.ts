import { z } from 'zod';
import { DeliverySchema } from '../checkout/checkout-schemas.ts';

// The address book's contract: the checkout's delivery fields (checked by the checkout's own
// rules, checkDeliveryPlace, so a saved address is always one the checkout accepts) and a flag
// for the one address the checkout starts from.

export { MAX_ADDRESSES } from './address-limits.ts';

export const AddressBodySchema = DeliverySchema.pick({
  address: true,
  state: true,
  city: true,
  phoneNumber: true,
}).extend({ default: z.boolean().optional() });
export type AddressBody = z.infer<typeof AddressBodySchema>;

/** Any text: an id that names none of the caller's addresses is a 404, whatever it looks like. */
export const AddressParamsSchema = z.object({ id: z.string().max(100) });

export const AddressSchema = z.object({
  _id: z.string(),
  address: z.string(),
  state: z.string(),
  /** The LGA, as the checkout's `city`. */
  city: z.string(),
  phoneNumber: z.string(),
  default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The default first, then the newest. */
export const AddressListResponseSchema = z.object({ addresses: z.array(AddressSchema) });
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

export const AddressResponseSchema = z.object({ message: z.string(), address: AddressSchema });
