import { findLga, findState } from '../locations/nigeria.ts';
import { messages } from '../messages.ts';
import type { DeliveryArea, DeliveryWhere } from './delivery-options.ts';

/**
 * Whether an option reaches an address. `state` and `lga` are the shop's spellings (the checkout's
 * checked details, or the answer of canonicalPlace), so they are compared as they are.
 */
export function reachesPlace(where: DeliveryWhere, state: string, lga: string | null): boolean {
  if (where.area === 'everywhere') return true;
  if (!where.states.includes(state)) return false;
  return where.area === 'states' || (lga !== null && where.lgas.includes(lga));
}

/** A typed state and LGA as the shop spells them (either null when unknown). */
export function canonicalPlace(state: string | null | undefined, city: string | null | undefined) {
  const found = state ? findState(state) : undefined;
  const lga = found && city ? (findLga(found.name, city) ?? null) : null;
  return { state: found?.name ?? null, lga };
}

export type WhereProblem = { field: 'states' | 'lgas'; message: string };

/**
 * The admin's "where" checked against Nigeria's states and LGAs and given the shop's spellings,
 * duplicates dropped; or the first problem, named.
 */
export function checkDeliveryWhere(input: {
  area: DeliveryArea;
  states?: string[] | undefined;
  lgas?: string[] | undefined;
}): { where: DeliveryWhere } | { problem: WhereProblem } {
  const m = messages.delivery;
  if (input.area === 'everywhere') return { where: { area: 'everywhere', states: [], lgas: [] } };
  const states: string[] = [];
  for (const typed of input.states ?? []) {
    const state = findState(typed);
    if (!state) return { problem: { field: 'states', message: m.unknownState(typed) } };
    if (!states.includes(state.name)) states.push(state.name);
  }
  if (input.area === 'states') {
    if (states.length === 0) return { problem: { field: 'states', message: m.chooseStates } };
    return { where: { area: 'states', states, lgas: [] } };
  }
  const [state] = states;
  if (!state || states.length > 1) return { problem: { field: 'states', message: m.chooseLgaState } };
  const lgas: string[] = [];
  for (const typed of input.lgas ?? []) {
    const lga = findLga(state, typed);
    if (!lga) return { problem: { field: 'lgas', message: m.unknownLga(typed, state) } };
    if (!lgas.includes(lga)) lgas.push(lga);
  }
  if (lgas.length === 0) return { problem: { field: 'lgas', message: m.chooseLgas } };
  return { where: { area: 'lgas', states: [state], lgas } };
}
