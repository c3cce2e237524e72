import { messages } from '@shop/shared/messages';
import type { Database, DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http-error.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { releaseDiscountUse, spendDiscountUse } from '../discounts/discount-uses.ts';
import {
  clearHoldExpiry,
  giveBackStock,
  lockDueHolds,
  lockOrder,
  markOversold,
  moveLines,
  sellHeldLines,
  setLineState,
  takeLines,
  unitsOf,
  type RoutinePartRef,
  type StockRef,
} from './stock.repository.ts';
import { routinePartsOfLines } from '../routines/routine-stock.ts';

// A checkout holds its counted lines at once (free stock goes down), payment turns the hold into a
// sale, and an expired hold, an expired checkout or a cancelled order gives the quantity back.
// Each stock change names its products to the catalogue in the same transaction, so every cached
// answer (inStock, lowStock) of those products is current the moment it commits.

export type HoldLine = StockRef & { key: number; productName: string; colorName: string | null };

/** The products whose quantities these lines changed (a deleted product has none to change). */
const productsOf = (lines: readonly StockRef[]) =>
  lines.flatMap((l) => [l, ...unitsOf(l)]).flatMap((l) => (l.productId ? [l.productId] : []));

/** Throws 409 naming the first line (in the lock order) that came up short. */
export function throwIfShort<
  T extends HoldLine | (StockRef & { productName: string; colorName: string | null }),
>(lines: readonly T[], results: Awaited<ReturnType<typeof takeLines>>) {
  for (const line of lockOrder(lines)) {
    const result = results[lines.indexOf(line)]!;
    if (result.kind === 'short')
      throw conflict(messages.stock.notEnough(line.productName, line.colorName, result.left));
  }
}

/**
 * Takes every counted line's quantity (a routine's from its parts as they are now), or throws 409
 * naming the first line short (the caller's transaction then rolls back, so nothing is held).
 * Answers the lines held by key, each with the routine parts it took (null for other lines), for
 * its order line to keep.
 */
export async function holdCheckoutStock(
  tx: DbOrTx,
  wanted: readonly HoldLine[],
): Promise<Map<number, RoutinePartRef[] | null>> {
  const lines = await routinePartsOfLines(tx, wanted);
  const results = await takeLines(tx, lines);
  throwIfShort(lines, results);
  const held = new Map<number, RoutinePartRef[] | null>();
  lines.forEach((line, i) => {
    if (results[i]!.kind === 'taken') held.set(line.key, line.parts ? [...line.parts] : null);
  });
  const changed = productsOf(lines.filter((l) => held.has(l.key)));
  if (changed.length > 0) await recordCatalogChange(tx, changed);
  return held;
}

/**
 * Gives back what an order still holds (and, for a cancelled paid order, what it bought): its
 * lines' quantities and its discount code's use (decision 0030), held or, on a cancel, spent.
 */
export async function releaseOrderStock(
  tx: DbOrTx,
  orderId: string,
  from: readonly ('held' | 'sold')[] = ['held'],
): Promise<number> {
  await releaseDiscountUse(tx, orderId, from.includes('sold') ? ['held', 'spent'] : ['held']);
  const lines = await moveLines(tx, orderId, from, 'released');
  if (lines.length === 0) return 0;
  await giveBackStock(tx, lines);
  await recordCatalogChange(tx, productsOf(lines));
  return lines.length;
}

/**
 * Payment: held lines become sold. Lines whose hold was already given back are taken again if
 * that many are still free; if not, the order is paid all the same (the money was taken) and
 * answered `oversold` so the admin sees it. Stock never goes below zero.
 */
export async function sellOrderStock(
  tx: DbOrTx,
  orderId: string,
  /** The order's code when the caller has its row: without one there is no use to spend. */
  known?: { discountCode: string | null },
): Promise<{ oversold: boolean }> {
  // The discount code's use is spent with the goods (taken again if its hold ran out meanwhile).
  if (!known || known.discountCode) await spendDiscountUse(tx, orderId);
  const { released } = await sellHeldLines(tx, orderId);
  return sellReleasedLines(tx, orderId, released);
}

/**
 * The rest of a payment's sale once its held lines are sold (sellHeldLines, or pay_order, which
 * answers the released ones): lines whose hold was given back are taken again if that many are
 * still free; if not, the order is flagged oversold. Nothing to do (no statement) without any.
 */
export async function sellReleasedLines(
  tx: DbOrTx,
  orderId: string,
  released: readonly (StockRef & { id: string })[],
): Promise<{ oversold: boolean }> {
  const results = await takeLines(tx, released);
  const oversold = results.some((r) => r.kind === 'short');
  const retaken = released.filter((_, i) => results[i]!.kind === 'taken');
  await setLineState(
    tx,
    retaken.map((l) => l.id),
    'sold',
  );
  if (retaken.length > 0) await recordCatalogChange(tx, productsOf(retaken));
  if (oversold) await markOversold(tx, orderId);
  return { oversold };
}

/**
 * A payment link reopens an unpaid order (decision 48): lines whose hold ran out are held again
 * when that many are still free, or 409 names the first line short (the caller's transaction then
 * rolls back, so nothing moves).
 */
export async function reholdOrderStock(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await moveLines(tx, orderId, ['released'], 'held');
  throwIfShort(released, await takeLines(tx, released));
  if (released.length > 0) await recordCatalogChange(tx, productsOf(released));
}

/**
 * Gives back the holds of checkouts still unpaid when their hold ran out. The orders are locked
 * with SKIP LOCKED (several processes may run this at once, and a payment settling one of them
 * holds its lock), and each order's lines move from held exactly once.
 */
export async function releaseExpiredHolds(db: Database, now = new Date(), limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueHolds(tx, now, limit);
    // All orders' lines go back in one pass in the lock order, and the change is logged last, as
    // every other stock change does: taking locks in one order keeps clear of deadlocks.
    const lines = [];
    for (const { id } of due) {
      lines.push(...(await moveLines(tx, id, ['held'], 'released')));
      await releaseDiscountUse(tx, id);
      await clearHoldExpiry(tx, id);
    }
    if (lines.length > 0) {
      await giveBackStock(tx, lines);
      await recordCatalogChange(tx, productsOf(lines));
    }
    return lines.length;
  });
}
