import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { columnRow } from '../../db/insert-json-rows.ts';
import { orderItems, orders, orderStatusEvents } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { announceCatalogChange, CATALOG_CHANNEL } from '../catalog/catalog-change-log.ts';
import { heldMap, type BuyerForHold } from '../stock/buyer-hold-cap.ts';
import { unitsOf, type LockedStock, type RoutinePartRef, type StockRef } from '../stock/stock.repository.ts';

/** A checkout's line as hold_checkout takes it: its stock (a routine's parts read) and its row. */
export type CheckoutLine = StockRef & {
  key: number;
  parts?: RoutinePartRef[];
  values: Record<string, unknown>;
};

export type HeldCheckout =
  /** `already`: the buyer's holds counted under her locks, when the call took them (`buyer`). */
  | { orderId: string; orderNumber: number; held: Set<number>; already?: Map<string, number> }
  /** Some unit found less stock than it asks: nothing taken, the stock as it was locked. */
  | { orderId: string; orderNumber: number; short: LockedStock };

/** The products whose catalogue answers change when the line is held (its own, its parts'). */
const productsOf = (line: StockRef) =>
  [line, ...unitsOf(line)].flatMap((l) => (l.productId ? [l.productId] : []));

/** Where each counted quantity is: a shade's row when it has one, else its product's. */
const unitsToTake = (line: CheckoutLine) =>
  unitsOf(line).flatMap((unit) =>
    unit.colorId
      ? [{ key: line.key, table: 'colors', id: unit.colorId, quantity: unit.quantity }]
      : unit.productId
        ? [{ key: line.key, table: 'products', id: unit.productId, quantity: unit.quantity }]
        : [],
  );

/**
 * The pending order, its first status event, its lines and the hold on their stock, in one call
 * of hold_checkout (migration 0053): one round trip inside the checkout's transaction, and the
 * stock's rows locked last in it, so a product's row lock lasts from there to the commit. Call it
 * under the buyer's locks; when the answer is `short` the caller throws, rolling it all back.
 * `holdsWithoutStock`: the order's hold time stays even when no line's stock is counted (a
 * discount code's use is held as long: decision 0030).
 */
export async function holdCheckout(
  tx: DbOrTx,
  input: {
    order: Record<string, unknown>;
    event: { fromStatus: null; toStatus: 'pending'; note: string };
    lines: readonly CheckoutLine[];
    holdsWithoutStock: boolean;
    /**
     * The buyer, for the call to take her locks and count her holds first (buyerForHold,
     * hold_checkout_for_buyer of migration 0055); absent when the caller has done both.
     */
    buyer?: BuyerForHold;
  },
): Promise<HeldCheckout> {
  const lines = input.lines.map((line) => ({
    key: line.key,
    row: columnRow(orderItems, line.values),
    ...(line.parts ? { parts: line.parts } : {}),
    changes: productsOf(line),
  }));
  const units = input.lines.flatMap(unitsToTake);
  const args = sql`${JSON.stringify(columnRow(orders, input.order))}::jsonb,
    ${JSON.stringify(columnRow(orderStatusEvents, input.event))}::jsonb, ${JSON.stringify(lines)}::jsonb,
    ${JSON.stringify(units)}::jsonb, ${input.holdsWithoutStock}, ${CATALOG_CHANNEL}`;
  const [row] = await sqlRows<{ answer: HoldAnswer }>(
    tx,
    input.buyer
      ? sql`select hold_checkout_for_buyer(${JSON.stringify(input.buyer)}::jsonb, ${args}) as answer`
      : sql`select hold_checkout(${args}) as answer`,
  );
  const answer = row!.answer;
  const { orderId, orderNumber } = answer;
  if ('short' in answer) return { orderId, orderNumber, short: answer.short };
  if (answer.changed.length > 0)
    announceCatalogChange(tx, { change: answer.changed, seqs: answer.seqs.map(Number) });
  const held = new Set(answer.held);
  return { orderId, orderNumber, held, ...(answer.already ? { already: heldMap(answer.already) } : {}) };
}

type HoldAnswer = { orderId: string; orderNumber: number } & (
  | { short: LockedStock }
  | { held: number[]; changed: string[]; seqs: (number | string)[]; already?: Record<string, number> }
);
