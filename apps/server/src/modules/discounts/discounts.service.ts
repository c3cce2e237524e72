import {
  type Discount,
  type DiscountCreate,
  type DiscountUpdate,
} from '@shop/shared/discounts/discount-schemas';
import { discountShapeIssue } from '@shop/shared/discounts/discount-rules';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service.ts';
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
function discountAnswer(row: DiscountRow, uses: number, givenKobo = 0): Discount {
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

/** What the audit log keeps of a code (decision 37): its rules, the value as the admin reads it. */
function auditFields(row: DiscountWrite): Record<string, unknown> {
  const value =
    row.type === 'fixed'
      ? formatNaira(koboToNaira(row.value))
      : row.type === 'percent'
        ? `${row.value}%`
        : 'free delivery';
  return {
    code: row.code,
    type: row.type,
    value,
    minSubtotal: koboToNaira(row.minSubtotalKobo ?? 0),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses ?? null,
    maxUsesPerCustomer: row.maxUsesPerCustomer ?? null,
    category: row.category ?? null,
    productIds: row.productIds ?? [],
    paused: row.paused ?? false,
  };
}

async function recordDiscount(
  tx: DbOrTx,
  actor: AuditActor,
  id: string,
  kind: 'discount.created' | 'discount.updated' | 'discount.deleted',
  summary: string,
  fields: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) {
  await recordChange(tx, { actor, kind, subject: { type: 'discount', id }, summary, ...fields });
}

export async function getDiscounts(db: Database): Promise<Discount[]> {
  return (await listDiscounts(db)).map(({ row, uses, given }) => discountAnswer(row, uses, given));
}

export async function createDiscount(
  db: Database,
  actor: AuditActor,
  body: DiscountCreate,
): Promise<Discount> {
  if (body.type !== 'free_delivery' && body.value === undefined)
    throw badRequest(
      body.type === 'percent' ? messages.discounts.percentRange : messages.discounts.fixedValue,
    );
  const row = await checkedWrite(db, { ...body, value: body.value ?? 0, paused: false });
  if (await findLiveDiscountByCode(db, row.code)) throw conflict(messages.discounts.codeTaken(row.code));
  const id = await unlessTaken(row.code, () =>
    db.transaction(async (tx) => {
      const id = await insertDiscount(tx, row);
      await recordDiscount(tx, actor, id, 'discount.created', `Created code ${row.code}`, {
        before: null,
        after: auditFields(row),
      });
      return id;
    }),
  );
  return answerFor(db, id);
}

/** Fields left out keep their value; null clears an optional one. */
export async function changeDiscount(
  db: Database,
  actor: AuditActor,
  id: string,
  body: DiscountUpdate,
): Promise<Discount> {
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
  const changed = changedFields(auditFields(found.row), auditFields(row));
  const updated = await unlessTaken(row.code, () =>
    db.transaction(async (tx) => {
      if (!(await updateDiscount(tx, id, row))) return false;
      if (changed) {
        const summary = `Edited code ${row.code}: ${Object.keys(changed.after).join(', ')}`;
        await recordDiscount(tx, actor, id, 'discount.updated', summary, changed);
      }
      return true;
    }),
  );
  if (!updated) throw notFound(messages.discounts.notFound);
  return answerFor(db, id);
}

/**
 * A code no order ever used goes for good; one with uses (orders paid or open with it) is kept as
 * history, hidden from the list and no longer accepted, so those orders still name it.
 */
export async function removeDiscount(db: Database, actor: AuditActor, id: string) {
  const found = await findDiscount(db, id);
  if (!found) throw notFound(messages.discounts.notFound);
  await db.transaction(async (tx) => {
    if (found.uses > 0) await archiveDiscount(tx, id);
    else await deleteDiscount(tx, id);
    const how = found.uses > 0 ? ` (kept as history: used ${found.uses} times)` : '';
    await recordDiscount(tx, actor, id, 'discount.deleted', `Deleted code ${found.row.code}${how}`, {
      before: auditFields(found.row),
      after: null,
    });
  });
  return {
    outcome: found.uses > 0 ? ('archived' as const) : ('deleted' as const),
    message: messages.discounts.deleted,
  };
}
