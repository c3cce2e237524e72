import { randomBytes } from 'node:crypto';
import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import {
  type AdminDeliveryOption,
  type DeliveryOffer,
  type DeliveryOptionInput,
} from '@shop/shared/delivery/delivery-options';
import { canonicalPlace, checkDeliveryWhere, reachesPlace } from '@shop/shared/delivery/delivery-where';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { keptPerProcess, keptValueChanged } from '../../db/kept-per-process.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service.ts';
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

const DELIVERY_CHANNEL = 'delivery_options';

/**
 * Every option as this process keeps them (db/kept-per-process.ts, decision 66): every checkout
 * and quote reads them. An admin's change holds here as it commits (deliveryOptionsChanged), and
 * in other processes as soon as its notice reaches them.
 */
const keptDeliveryOptions = (db: DbOrTx) =>
  // Read through an async function: drizzle's query runs again each time it is awaited, so the
  // query itself would be no value to keep.
  keptPerProcess(db, DELIVERY_CHANNEL, async (via) => listDeliveryOptions(via));

/** Call in every transaction that writes the delivery options. */
const deliveryOptionsChanged = (tx: Transaction) => keptValueChanged(tx, DELIVERY_CHANNEL);

/** The active options that reach an address, in the shop's order; none for an unknown state. */
export async function offeredDeliveryOptions(
  db: DbOrTx,
  state: string | null | undefined,
  city: string | null | undefined,
): Promise<OfferedOption[]> {
  const place = canonicalPlace(state, city);
  if (!place.state) return [];
  const rows = await keptDeliveryOptions(db);
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

/** What the audit log keeps of an option (decision 37): what the admin sets, price in naira. */
function auditFields(row: DeliveryOptionRow): Record<string, unknown> {
  const { id: _id, updatedAt: _updatedAt, ...fields } = adminView(row);
  return fields;
}

const optionLabel = (row: DeliveryOptionRow) => `${row.label} (${formatNaira(koboToNaira(row.priceKobo))})`;

export async function createDeliveryOption(db: Database, actor: AuditActor, input: DeliveryOptionInput) {
  return db.transaction(async (tx) => {
    const existing = await listDeliveryOptions(tx);
    const values = valuesOf(input, Math.max(0, ...existing.map((r) => r.position)) + 1);
    // A taken id (one in 65,536 for a label's stem) is only drawn again.
    for (let attempt = 0; ; attempt++) {
      const row = await insertDeliveryOption(tx, newId(input.label), values);
      if (row) {
        await deliveryOptionsChanged(tx);
        await recordChange(tx, {
          actor,
          kind: 'delivery.created',
          subject: { type: 'delivery-option', id: row.id },
          summary: `Created delivery option ${optionLabel(row)}`,
          after: auditFields(row),
        });
        return { option: adminView(row) };
      }
      if (attempt >= 5) throw new Error('no free delivery option id');
    }
  });
}

export async function changeDeliveryOption(
  db: Database,
  actor: AuditActor,
  id: string,
  input: DeliveryOptionInput,
) {
  return db.transaction(async (tx) => {
    const rows = await listDeliveryOptions(tx);
    const current = rows.find((r) => r.id === id);
    if (!current) throw notFound(messages.delivery.notFound);
    const row = await updateDeliveryOption(tx, id, valuesOf(input, current.position));
    if (!row) throw notFound(messages.delivery.notFound);
    await deliveryOptionsChanged(tx);
    const changed = changedFields(auditFields(current), auditFields(row));
    if (changed) {
      await recordChange(tx, {
        actor,
        kind: 'delivery.updated',
        subject: { type: 'delivery-option', id },
        summary: `Edited delivery option ${optionLabel(row)}: ${Object.keys(changed.after).join(', ')}`,
        ...changed,
      });
    }
    return { option: adminView(row) };
  });
}

export async function removeDeliveryOption(db: Database, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const current = (await listDeliveryOptions(tx)).find((r) => r.id === id);
    if (!current || !(await deleteDeliveryOption(tx, id))) throw notFound(messages.delivery.notFound);
    await deliveryOptionsChanged(tx);
    await recordChange(tx, {
      actor,
      kind: 'delivery.deleted',
      subject: { type: 'delivery-option', id },
      summary: `Deleted delivery option ${optionLabel(current)}`,
      before: auditFields(current),
    });
    return { message: messages.delivery.deleted };
  });
}
