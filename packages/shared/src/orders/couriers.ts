import { z } from 'zod';

// The couriers a shipped order may leave with, named once for the server, the e-mails and the
// pages. A courier with a public tracking page gets a link: with the tracking number where the
// page takes it in its address (DHL), to the page itself otherwise (GIG Logistics, whose page
// asks for the number in a form). GUO and Kwik give no public page to link (Kwik sends the
// shopper its own live link), nor do the shop's rider or another courier. See decision 47.

export const COURIER_IDS = ['gig', 'guo', 'dhl', 'kwik', 'rider', 'other'] as const;
export type CourierId = (typeof COURIER_IDS)[number];

export const COURIER_NAMES: Readonly<Record<CourierId, string>> = {
  gig: 'GIG Logistics',
  guo: 'GUO',
  dhl: 'DHL',
  kwik: 'Kwik',
  rider: 'Our rider',
  other: 'Other courier',
};

const TRACKING_PAGES: Partial<Record<CourierId, (trackingNumber: string | null) => string>> = {
  gig: () => 'https://giglogistics.com/track',
  dhl: (n) =>
    n
      ? `https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`
      : 'https://www.dhl.com/ng-en/home/tracking.html',
};

/** The courier's public tracking page for this parcel, or null when the courier has none. */
export function courierTrackingUrl(courier: CourierId, trackingNumber: string | null): string | null {
  return TRACKING_PAGES[courier]?.(trackingNumber) ?? null;
}

export const TRACKING_NUMBER_MAX = 40;

/**
 * A waybill or tracking number as couriers print them: letters, digits, and spaces, hyphens or
 * slashes between them, up to 40 characters. Blank means none (the form's empty field).
 */
export const TrackingNumberSchema = z
  .string({ error: 'trackingNumber must be text' })
  .trim()
  .max(TRACKING_NUMBER_MAX, `trackingNumber must be at most ${TRACKING_NUMBER_MAX} characters`)
  .regex(/^(?:[A-Za-z0-9]+(?:[ /-][A-Za-z0-9]+)*)?$/, {
    error: 'trackingNumber may hold letters, digits, spaces, hyphens and slashes only',
  })
  .transform((n) => n || undefined);

export const CourierSchema = z.enum(COURIER_IDS, {
  error: `courier must be one of ${COURIER_IDS.join(', ')}`,
});

/** How a shipped order travels, as an order shows it. */
export const ShipmentSchema = z.object({ courier: CourierSchema, trackingNumber: z.string().nullable() });
export type Shipment = z.infer<typeof ShipmentSchema>;
