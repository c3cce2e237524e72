import { findLga, findState } from '../locations/nigeria.ts';

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

export function findTransportOption(id: unknown): TransportOption | undefined {
  return TRANSPORT_OPTIONS.find((o) => o.id === id);
}

/** The LGAs of Benin City, Edo State: the only addresses the local rider reaches. */
export const BENIN_CITY_LGAS = ['Oredo', 'Egor', 'Ikpoba Okha'] as const;

/** Whether an address (state and LGA as typed or chosen) lies in Benin City. */
export function isInBeninCity(state: string | null | undefined, lga: string | null | undefined) {
  if (!state || !lga) return false;
  const found = findState(state);
  if (found?.name !== 'Edo') return false;
  const canonical = findLga(found.name, lga);
  return (BENIN_CITY_LGAS as readonly string[]).includes(canonical ?? '');
}

/** Whether an option may carry a parcel to this address (the page offers only these). */
export function isTransportAvailable(
  option: TransportOption,
  state: string | null | undefined,
  lga: string | null | undefined,
) {
  return option.id !== 'BENIN' || isInBeninCity(state, lga);
}

/** The options offered for an address, in their usual order. */
export function transportOptionsFor(state: string | null | undefined, lga: string | null | undefined) {
  return TRANSPORT_OPTIONS.filter((o) => isTransportAvailable(o, state, lga));
}
