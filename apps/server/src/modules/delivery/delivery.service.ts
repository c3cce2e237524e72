import { randomBytes } from 'node:crypto';
import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import {
  type AdminDeliveryOption,
  type DeliveryOffer,
  type DeliveryOptionInput,
} from '@shop/shared/delivery/delivery-options';
import { canonicalPlace, checkDeliveryWhere, reachesPlace } from '@shop/shared/delivery/delivery-where';
import { messages } from '@shop/shared/messages';
import { koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-error.ts';
import {
  deleteDeliveryOption,
  insertDeliveryOption,
  listDeliveryOptions,
  updateDeliveryOption,
  type DeliveryOptionRow,
  type DeliveryOptionValues,
} from './delivery.repository.ts';

/** An option the checkout can price: what checkoutRules takes, with what the page shows. */
export type OfferedOption = TransportChoice & { eta: string };

/**
 * The active options that reach an address, in the shop's order; none for an unknown state. Read
 * from the database on each use (a handful of rows), so an admin's change holds at the next
 * checkout in every process.
 */
export async function offeredDeliveryOptions(
  db: DbOrTx,
  state: string | null | undefined,
  city: string | null | undefined,
): Promise<OfferedOption[]> {
  const place = canonicalPlace(state, city);
  if (!place.state) return [];
  const rows = await listDeliveryOptions(db);
  return rows
    .filter((row) => row.active && reachesPlace(row, place.state!, place.lga))
    .map((row) => ({ id: row.id, label: row.label, costKobo: row.priceKobo, eta: row.eta }));
}

export const offerOf = (option: OfferedOption): DeliveryOffer => ({
  id: option.id,
  label: option.label,
  price: koboToNaira(option.costKobo),
  eta: option.eta,
});

function adminView(row: DeliveryOptionRow): AdminDeliveryOption {
  return {
    id: row.id,
    label: row.label,
    price: koboToNaira(row.priceKobo),
    eta: row.eta,
    description: row.description,
    area: row.area,
    states: row.states,
    lgas: row.lgas,
    position: row.position,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminDeliveryOptions(db: DbOrTx) {
  return { options: (await listDeliveryOptions(db)).map(adminView) };
}

/** The admin's input as a row's values; states and LGAs checked against Nigeria's (400 naming the field). */
function valuesOf(input: DeliveryOptionInput, position: number): DeliveryOptionValues {
  const checked = checkDeliveryWhere(input);
  if ('problem' in checked) throw badRequest(checked.problem.message, checked.problem.field);
  return {
    label: input.label,
    priceKobo: nairaToKobo(input.price),
    eta: input.eta ?? '',
    description: input.description ?? '',
    ...checked.where,
    position: input.position ?? position,
    active: input.active ?? true,
  };
}

/** A short id the checkout will send, from the label's letters (`LAGOS-3K9`), never one in use. */
function newId(label: string) {
  const stem =
    label
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 8) || 'OPTION';
  return `${stem}-${randomBytes(3).toString('hex').toUpperCase().slice(0, 4)}`;
}

export async function createDeliveryOption(db: DbOrTx, input: DeliveryOptionInput) {
  const existing = await listDeliveryOptions(db);
  const values = valuesOf(input, Math.max(0, ...existing.map((r) => r.position)) + 1);
  // A taken id (one in 65,536 for a label's stem) is only drawn again.
  for (let attempt = 0; ; attempt++) {
    const row = await insertDeliveryOption(db, newId(input.label), values);
    if (row) return { option: adminView(row) };
    if (attempt >= 5) throw new Error('no free delivery option id');
  }
}

export async function changeDeliveryOption(db: DbOrTx, id: string, input: DeliveryOptionInput) {
  const rows = await listDeliveryOptions(db);
  const current = rows.find((r) => r.id === id);
  if (!current) throw notFound(messages.delivery.notFound);
  const row = await updateDeliveryOption(db, id, valuesOf(input, current.position));
  if (!row) throw notFound(messages.delivery.notFound);
  return { option: adminView(row) };
}

export async function removeDeliveryOption(db: DbOrTx, id: string) {
  if (!(await deleteDeliveryOption(db, id))) throw notFound(messages.delivery.notFound);
  return { message: messages.delivery.deleted };
}
