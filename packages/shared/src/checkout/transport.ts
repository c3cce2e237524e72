import { findLga, findState } from '../locations/nigeria.ts';
import { BENIN_CITY_LGAS, offeredTransport, type TransportOption } from './transport-options.ts';

export {
  BENIN_CITY_LGAS,
  TRANSPORT_OPTIONS,
  findTransportOption,
  offeredTransport,
  type TransportOption,
} from './transport-options.ts';

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
  return offeredTransport(isInBeninCity(state, lga));
}
