// The product description's three options as the shop first had them. The shop's options now live in the
// delivery_options table (decision 0031), which the migration seeded from these; they remain the
// big seed's and the tests' picture of a new shop.

// The transport choices: GUO 4000 naira, GIG 7000 naira, Within Benin (BENIN) 2500 naira. Costs are
// whole kobo; the label is what the page shows, the description says what the option is and
// roughly how long it takes.

export const TRANSPORT_OPTIONS = [
  {
    id: 'GUO',
    label: 'GUO',
    costKobo: 400_000,
    description: 'Bus parcel service to a GUO park, 2–4 working days',
  },
  {
    id: 'GIG',
    label: 'GIG',
    costKobo: 700_000,
    description: 'GIG Logistics door delivery, 1–3 working days',
  },
  {
    id: 'BENIN',
    label: 'Within Benin (BENIN)',
    costKobo: 250_000,
    description: 'Local rider in Benin City, same or next day',
  },
] as const;

export type TransportOption = (typeof TRANSPORT_OPTIONS)[number];

/** One delivery option as the checkout prices it: the id the page sends, its label, price and estimate. */
export type TransportChoice = { id: string; label: string; costKobo: number; eta?: string };

export function findTransportOption(id: unknown): TransportOption | undefined {
  return TRANSPORT_OPTIONS.find((o) => o.id === id);
}

/** The LGAs of Benin City, Edo State: the only addresses the local rider reaches. */
export const BENIN_CITY_LGAS = ['Oredo', 'Egor', 'Ikpoba Okha'] as const;

/** The options offered, in their usual order: Within Benin only for an address in Benin City. */
export function offeredTransport(inBeninCity: boolean): TransportOption[] {
  return TRANSPORT_OPTIONS.filter((o) => o.id !== 'BENIN' || inBeninCity);
}
