// The spec's transport choices (section 9). Costs are whole kobo; the label is what the page shows.

export const TRANSPORT_OPTIONS = [
  { id: 'GUO', label: 'GUO', costKobo: 400_000 },
  { id: 'GIG', label: 'GIG', costKobo: 700_000 },
  { id: 'BENIN', label: 'Within Benin (BENIN)', costKobo: 250_000 },
] as const;

export type TransportOptionId = (typeof TRANSPORT_OPTIONS)[number]['id'];
export type TransportOption = (typeof TRANSPORT_OPTIONS)[number];

export function findTransportOption(id: unknown): TransportOption | undefined {
  return TRANSPORT_OPTIONS.find((o) => o.id === id);
}
