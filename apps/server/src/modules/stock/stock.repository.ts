import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { colors, orderItems, orders, products } from '../../db/schema/index.ts';

// The only statements that change a counted quantity. A decrement is conditional (`stock >= n`),
// so stock is never negative however many checkouts race; rows are changed in one order (products
// by id, then shades by id) so two transactions never wait on each other in a cycle.

type Counted = typeof products | typeof colors;

/** One part a routine takes per unit (decision 60), as its order line keeps it. */
export type RoutinePartRef = { productId: string; quantity: number };

/**
 * Where a line's quantity is counted: its shade when it has one, else the product; a routine's
 * line (with `parts`) is counted in its parts, each taking `quantity` times its own.
 */
export type StockRef = {
  productId: string | null;
  colorId: string | null;
  quantity: number;
  parts?: readonly RoutinePartRef[] | null;
};

/** The counted quantities a line moves: itself, or a routine's parts. */
export const unitsOf = (ref: StockRef): StockRef[] =>
  ref.parts
    ? ref.parts.map((p) => ({ productId: p.productId, colorId: null, quantity: p.quantity * ref.quantity }))
    : [ref];

const tableOf = (ref: StockRef): { table: Counted; id: string } | null =>
  ref.colorId
    ? { table: colors, id: ref.colorId }
    : ref.productId
      ? { table: products, id: ref.productId }
      : null;

/** Products before shades, each by id: the one lock order every stock change follows. */
export function lockOrder<T extends StockRef>(refs: readonly T[]): T[] {
  const key = (r: StockRef) => `${r.colorId ? '1' : '0'}:${r.colorId ?? r.productId ?? ''}`;
  return [...refs].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export type TakeResult = { kind: 'taken' } | { kind: 'uncounted' } | { kind: 'short'; left: number };

/**
 * Takes every line's quantity, a routine's from each of its parts, all in the one lock order
 * (however lines and routines share products), and answers each line's result by its place. A
 * line short of any part takes nothing: what it took of its other parts goes back at once. Its
 * `left` is how many whole units (routines) were free.
 */
export async function takeLines(tx: DbOrTx, lines: readonly StockRef[]): Promise<TakeResult[]> {
  const { results, undo } = await takeEachUnit(lines, (unit) => takeStock(tx, unit));
  if (undo.length > 0) await giveBackStock(tx, undo);
  return results;
}

/** What a stock row held when it was locked, by table and id: null when uncounted, absent when gone. */
export type LockedStock = { products: Record<string, number | null>; colors: Record<string, number | null> };

/**
 * takeLines' answer for stock read under its lock (`hold_checkout`, which takes all or nothing):
 * which line a one-by-one take would have found short, and how many were left, taking nothing.
 */
export async function takeFromLockedStock(lines: readonly StockRef[], locked: LockedStock) {
  const left = new Map<string, number | null>();
  const { results } = await takeEachUnit(lines, (unit) => {
    const target = tableOf(unit);
    if (!target) return { kind: 'uncounted' };
    const key = `${target.table === colors ? 'colors' : 'products'}:${target.id}`;
    const stock = left.has(key)
      ? left.get(key)
      : (target.table === colors ? locked.colors : locked.products)[target.id];
    if (stock == null) return { kind: 'uncounted' };
    if (stock < unit.quantity) return { kind: 'short', left: stock };
    left.set(key, stock - unit.quantity);
    return { kind: 'taken' };
  });
  return results;
}

/** The one-by-one take both share: each unit in the lock order, and what a short line must give back. */
async function takeEachUnit(
  lines: readonly StockRef[],
  take: (unit: StockRef) => TakeResult | Promise<TakeResult>,
): Promise<{ results: TakeResult[]; undo: StockRef[] }> {
  const units = lines.flatMap((line, i) =>
    unitsOf(line).map((unit) => ({ ...unit, line: i, per: unit.quantity / line.quantity })),
  );
  const results: TakeResult[] = lines.map(() => ({ kind: 'uncounted' }));
  const taken = new Map<number, StockRef[]>();
  for (const unit of lockOrder(units)) {
    const result = await take(unit);
    const now = results[unit.line]!;
    if (result.kind === 'short') {
      const left = Math.floor(result.left / unit.per);
      results[unit.line] = { kind: 'short', left: now.kind === 'short' ? Math.min(now.left, left) : left };
    } else if (result.kind === 'taken') {
      taken.set(unit.line, [...(taken.get(unit.line) ?? []), unit]);
      if (now.kind === 'uncounted') results[unit.line] = { kind: 'taken' };
    }
  }
  const undo = [...taken].flatMap(([line, refs]) => (results[line]!.kind === 'short' ? refs : []));
  return { results, undo };
}

/** Takes `quantity` if that many are free; otherwise answers how many are left (nothing changes). */
async function takeStock(tx: DbOrTx, ref: StockRef): Promise<TakeResult> {
  const target = tableOf(ref);
  if (!target) return { kind: 'uncounted' };
  // Both tables share the `id` and `stock` columns this needs; one statement serves both.
  const table = target.table as typeof products;
  const [row] = await tx
    .update(table)
    .set({ stock: sql`${table.stock} - ${ref.quantity}` })
    .where(and(eq(table.id, target.id), isNotNull(table.stock), gte(table.stock, ref.quantity)))
    .returning({ stock: table.stock });
  if (row) return { kind: 'taken' };
  const [now] = await tx.select({ stock: table.stock }).from(table).where(eq(table.id, target.id));
  return now?.stock == null ? { kind: 'uncounted' } : { kind: 'short', left: now.stock };
}

/** Puts quantities back (a deleted product or shade has nothing to put back into). */
export async function giveBackStock(tx: DbOrTx, refs: readonly StockRef[]): Promise<void> {
  for (const ref of lockOrder(refs.flatMap(unitsOf))) {
    const target = tableOf(ref);
    if (!target) continue;
    const table = target.table as typeof products;
    await tx
      .update(table)
      .set({ stock: sql`${table.stock} + ${ref.quantity}` })
      .where(and(eq(table.id, target.id), isNotNull(table.stock)));
  }
}

type StockState = 'held' | 'sold' | 'released';

/**
 * Moves an order's lines from one of `from` to `to` and answers the lines moved. Conditional, so a
 * line is released or sold exactly once whichever path (expiry, cancel, payment) gets there first.
 */
export async function moveLines(
  tx: DbOrTx,
  orderId: string,
  from: readonly StockState[],
  to: StockState,
): Promise<(StockRef & { id: string; productName: string; colorName: string | null })[]> {
  const rows = await tx
    .update(orderItems)
    .set({ stockState: to })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.stockState, [...from])))
    .returning({
      id: orderItems.id,
      productId: orderItems.productId,
      colorId: orderItems.colorId,
      quantity: orderItems.quantity,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      parts: orderItems.routineParts,
    });
  return rows;
}

/**
 * Payment's move, in one statement: the order's held lines become sold, and its released lines
 * (their hold ran out) are locked and answered, for the caller to take again if still free.
 */
export async function sellHeldLines(
  tx: DbOrTx,
  orderId: string,
): Promise<{ released: (StockRef & { id: string; productName: string; colorName: string | null })[] }> {
  const rows = await tx
    .update(orderItems)
    .set({
      stockState: sql<StockState>`case when ${orderItems.stockState} = 'held' then 'sold' else ${orderItems.stockState} end`,
    })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.stockState, ['held', 'released'])))
    .returning({
      id: orderItems.id,
      productId: orderItems.productId,
      colorId: orderItems.colorId,
      quantity: orderItems.quantity,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      parts: orderItems.routineParts,
      stockState: orderItems.stockState,
    });
  return {
    released: rows.filter((r) => r.stockState === 'released').map(({ stockState: _, ...line }) => line),
  };
}

export async function setLineState(tx: DbOrTx, lineIds: readonly string[], to: StockState) {
  if (lineIds.length === 0) return;
  await tx
    .update(orderItems)
    .set({ stockState: to })
    .where(inArray(orderItems.id, [...lineIds]));
}

/** The order was paid for more than was left: kept paid (the money was taken), flagged for the admin. */
export async function markOversold(tx: DbOrTx, orderId: string) {
  await tx.update(orders).set({ oversold: true }).where(eq(orders.id, orderId));
}

/**
 * Unpaid checkouts whose hold ran out, oldest first, locked with SKIP LOCKED: several processes
 * may release at once, and a payment settling one of them holds its lock.
 */
export const lockDueHolds = (tx: DbOrTx, now: Date, limit: number) =>
  tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });

export async function clearHoldExpiry(tx: DbOrTx, orderId: string) {
  await tx.update(orders).set({ holdExpiresAt: null }).where(eq(orders.id, orderId));
}
