import {
  type Discount,
  type DiscountCreate,
  type DiscountUpdate,
} from '@shop/shared/discounts/discount-schemas';
import { discountShapeIssue } from '@shop/shared/discounts/discount-rules';
import { messages } from '@shop/shared/messages';
import { koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import {
  archiveDiscount,
  deleteDiscount,
  existingProductIds,
  findDiscount,
  findLiveDiscountByCode,
  insertDiscount,
  listDiscounts,
  updateDiscount,
  type DiscountRow,
  type DiscountWrite,
} from './discounts.repository.ts';

// The admin's writes of discount codes. Every refusal is a 400 (or 409 for a taken code) naming
// what is wrong, and writes nothing.

/** The API's shape: naira for money, ISO times, [] for no chosen products. */
export function discountAnswer(row: DiscountRow, uses: number, givenKobo = 0): Discount {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'fixed' ? koboToNaira(row.value) : row.value,
    minSubtotal: koboToNaira(row.minSubtotalKobo),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    category: row.category,
    productIds: row.productIds ?? [],
    paused: row.paused,
    uses,
    given: koboToNaira(Number(givenKobo)),
  };
}

/** PostgreSQL's unique violation (23505), also when wrapped by drizzle. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type Merged = Omit<DiscountCreate, 'value'> & { value: number; paused: boolean };

/** The stored row's fields as the API names them, for an update to start from. */
function fieldsOf(row: DiscountRow): Merged {
  const api = discountAnswer(row, 0);
  return { ...api, minSubtotal: api.minSubtotal || null };
}

/** The row to write, after every rule: shape, products known. */
async function checkedWrite(db: Database, d: Merged): Promise<DiscountWrite> {
  const value = d.type === 'free_delivery' ? 0 : d.value;
  const productIds = [...new Set(d.productIds ?? [])];
  const issue = discountShapeIssue({
    type: d.type,
    value,
    startsAt: d.startsAt ?? null,
    endsAt: d.endsAt ?? null,
    category: d.category ?? null,
    productIds,
  });
  if (issue) throw badRequest(issue);
  const known = await existingProductIds(db, productIds);
  const unknown = productIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(messages.discounts.unknownProducts(unknown.length), 'productIds');
  return {
    code: d.code,
    type: d.type,
    value: d.type === 'fixed' ? nairaToKobo(value) : value,
    minSubtotalKobo: nairaToKobo(d.minSubtotal ?? 0),
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    maxUsesPerCustomer: d.maxUsesPerCustomer ?? null,
    category: d.category ?? null,
    productIds: productIds.length > 0 ? productIds : null,
    paused: d.paused,
  };
}

async function answerFor(db: Database, id: string): Promise<Discount> {
  const found = await findDiscount(db, id);
  if (!found) throw notFound(messages.discounts.notFound);
  return discountAnswer(found.row, found.uses, found.given);
}

/** Writes, turning a code taken meanwhile (the unique index is the last word) into a 409. */
async function unlessTaken<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.discounts.codeTaken(code));
    throw error;
  }
}

export async function getDiscounts(db: Database): Promise<Discount[]> {
  return (await listDiscounts(db)).map(({ row, uses, given }) => discountAnswer(row, uses, given));
}

export async function createDiscount(db: Database, body: DiscountCreate): Promise<Discount> {
  if (body.type !== 'free_delivery' && body.value === undefined)
    throw badRequest(
      body.type === 'percent' ? messages.discounts.percentRange : messages.discounts.fixedValue,
    );
  const row = await checkedWrite(db, { ...body, value: body.value ?? 0, paused: false });
  if (await findLiveDiscountByCode(db, row.code)) throw conflict(messages.discounts.codeTaken(row.code));
  const id = await unlessTaken(row.code, () => insertDiscount(db, row));
  return answerFor(db, id);
}

/** Fields left out keep their value; null clears an optional one. */
export async function changeDiscount(db: Database, id: string, body: DiscountUpdate): Promise<Discount> {
  const found = await findDiscount(db, id);
  if (!found) throw notFound(messages.discounts.notFound);
  const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const merged: Merged = { ...fieldsOf(found.row), ...defined } as Merged;
  // A type changed without a value: the old value means something else now.
  if (body.type && body.type !== found.row.type && body.value === undefined && body.type !== 'free_delivery')
    throw badRequest(
      body.type === 'percent' ? messages.discounts.percentRange : messages.discounts.fixedValue,
    );
  const row = await checkedWrite(db, merged);
  if (row.code !== found.row.code) {
    const other = await findLiveDiscountByCode(db, row.code);
    if (other && other.id !== id) throw conflict(messages.discounts.codeTaken(row.code));
  }
  if (!(await unlessTaken(row.code, () => updateDiscount(db, id, row))))
    throw notFound(messages.discounts.notFound);
  return answerFor(db, id);
}

/**
 * A code no order ever used goes for good; one with uses (orders paid or open with it) is kept as
 * history, hidden from the list and no longer accepted, so those orders still name it.
 */
export async function removeDiscount(db: Database, id: string) {
  const found = await findDiscount(db, id);
  if (!found) throw notFound(messages.discounts.notFound);
  if (found.uses > 0) await archiveDiscount(db, id);
  else await deleteDiscount(db, id);
  return {
    outcome: found.uses > 0 ? ('archived' as const) : ('deleted' as const),
    message: messages.discounts.deleted,
  };
}
