// Nigeria's 36 states + the Federal Capital Territory, their senatorial districts and LGAs.
// Shared by server and browser, so: plain data + pure functions, no Node APIs, no fetch.
// The data is JSON (./nigeria-locations.json), trimmed from the project's reference list
// (Wikidata LGA names, INEC district names) and checked against per-state LGA counts.
import data from './nigeria-locations.json' with { type: 'json' };

/** A state (or the FCT, displayed as "Federal Capital Territory"). */
export type NigerianState = {
  readonly name: string;
  readonly districts: readonly string[];
  readonly lgas: readonly string[];
};

// Shape of the JSON; assigning to it makes tsc check the file's structure.
type RawState = {
  name: string;
  aliases?: string[];
  districts: string[];
  lgas: { name: string; aliases?: string[] }[];
};
const RAW: readonly RawState[] = data;

// Longer than any real name or alias: anything above this is rejected before any work is done.
const MAX_INPUT_LENGTH = 100;

/**
 * Comparison key: accents stripped ("Ọ̀yọ́" -> "oyo"), lower case, letters a-z only.
 * So "F.C.T.", "f c t" and "fct" agree, as do "Akwa-Ibom" and "Akwa Ibom".
 * We compare keys with Map lookups and never build a RegExp from user input: input such as
 * "(" or "[" would throw or, worse, match everything (".*"), and a crafted pattern can hang.
 * The regexes below are constants.
 */
function key(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // combining accents, so "Ọ̀yọ́" keeps its letters together
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** State key: as key(), with the word "state" dropped ("Lagos State" -> "lagos"). */
function stateKey(input: string): string {
  return key(input)
    .split(' ')
    .filter((word) => word !== 'state')
    .join('');
}

/** LGA key: spaces are insignificant too ("Ado-Odo/Ota" = "ado odo ota" = "AdoOdoOta"). */
function lgaKey(input: string): string {
  return key(input).replaceAll(' ', '');
}

const stateByKey = new Map<string, NigerianState>();
const rawByState = new Map<NigerianState, RawState>();

const states = RAW.map((raw) => {
  const state: NigerianState = Object.freeze({
    name: raw.name,
    districts: Object.freeze([...raw.districts]),
    lgas: Object.freeze(raw.lgas.map((l) => l.name)),
  });
  for (const name of [raw.name, ...(raw.aliases ?? [])]) stateByKey.set(stateKey(name), state);
  rawByState.set(state, raw);
  return state;
});

// Per state: LGA key (name or alias) -> canonical LGA name. Keyed per state because names recur
// across states (Surulere in Lagos and Oyo, Obi, Bassa, Nasarawa, Ifelodun, Irepodun). Built for a
// state the first time one of its LGAs is looked up: keying all 774 at load cost the checkout page
// a phone's main thread before its first tap.
const lgasByState = new Map<NigerianState, Map<string, string>>();

function lgaIndex(state: NigerianState): Map<string, string> {
  let lgas = lgasByState.get(state);
  if (!lgas) {
    lgas = new Map();
    for (const lga of rawByState.get(state)?.lgas ?? []) {
      for (const name of [lga.name, ...(lga.aliases ?? [])]) lgas.set(lgaKey(name), lga.name);
    }
    lgasByState.set(state, lgas);
  }
  return lgas;
}

/**
 * All 37, sorted by name; the FCT is "Federal Capital Territory" (between Enugu and Gombe). The
 * JSON is kept in that order (a test checks it): sorting here with `localeCompare` made the
 * browser load its collation data first, 10 to 16 ms of the checkout page's start.
 */
export const NIGERIAN_STATES: readonly NigerianState[] = Object.freeze(states);

/** The state a customer typed, forgivingly ("lagos state", "FCT - Abuja", "Nassarawa"). */
export function findState(input: string): NigerianState | undefined {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return undefined;
  const k = stateKey(input);
  return k === '' ? undefined : stateByKey.get(k);
}

/** The state's LGA names (a fresh array); empty if the state is unknown. */
export function lgasOf(stateInput: string): string[] {
  return [...(findState(stateInput)?.lgas ?? [])];
}

/** The canonical name of an LGA (given by name or alias) in that state, else undefined. */
export function findLga(stateInput: string, lga: string): string | undefined {
  const state = findState(stateInput);
  if (!state || typeof lga !== 'string' || lga.length > MAX_INPUT_LENGTH) return undefined;
  return lgaIndex(state).get(lgaKey(lga));
}

/** Whether `lga` (name or alias, any case/spacing) is an LGA of that state. */
export function isLgaOf(stateInput: string, lga: string): boolean {
  return findLga(stateInput, lga) !== undefined;
}
