import { asc, eq } from 'drizzle-orm';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { formatNaira } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { colors, type products } from '../../db/schema/index.ts';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service.ts';
import { withRoutineOf } from '../routines/routine-form.ts';
import { toProduct } from './products.admin.repository.ts';
import { readPairings } from '../catalog/catalog-pairings.ts';

// What the audit log keeps of a product (decision 37): the fields a staff member sets, price in
// naira and stock included, each shade as one readable line.

type Fields = Record<string, unknown>;

const shadeLine = (c: AdminProduct['colors'][number]) =>
  `${c.name} (${c.code}): ${c.stock === null ? 'stock not counted' : `${c.stock} in stock`}` +
  (c.depth && c.undertone ? `, for ${c.depth} ${c.undertone} skin` : '');

function productAuditFields(p: AdminProduct): Fields {
  return {
    code: p.productId,
    name: p.name,
    fullname: p.fullname,
    description: p.description,
    category: p.category,
    type: p.type ?? null,
    price: p.price,
    inStock: p.inStock,
    stock: p.stock,
    finalSale: p.finalSale ?? false,
    image: p.image,
    // The sale as one readable line (decision 60): its price and when it ends.
    sale: p.salePrice === null ? null : `${formatNaira(p.salePrice)} until ${p.saleEndsAt}`,
    skinTypes: p.skinTypes ?? [],
    concerns: p.concerns ?? [],
    pairsWellWith: (p.pairsWellWith ?? []).map(label),
    shades: p.colors.map(shadeLine),
    // A routine's steps (decision 60), one line each; other products have none.
    ...(p.routine && {
      routine: p.routine.steps.map((s) => `${s.step}: ${s.name || 'no longer sold'} (${s.productId ?? '-'})`),
    }),
  };
}

/** The product as it stands in the transaction, for the "before" of an edit. */
export async function readAdminProduct(tx: DbOrTx, row: typeof products.$inferSelect): Promise<AdminProduct> {
  const colorRows = await tx
    .select()
    .from(colors)
    .where(eq(colors.productId, row.id))
    .orderBy(asc(colors.position));
  const pairs = await readPairings(tx, [row.id]);
  return { ...(await withRoutineOf(tx, toProduct(row, colorRows))), pairsWellWith: pairs.get(row.id) ?? [] };
}

const label = (p: { name: string; productId: string }) => `${p.name} (${p.productId})`;

export async function recordProductCreated(tx: DbOrTx, actor: AuditActor, p: AdminProduct) {
  await recordChange(tx, {
    actor,
    kind: 'product.created',
    subject: { type: 'product', id: p._id },
    summary: `Created ${label(p)} at ${formatNaira(p.price)}`,
    before: null,
    after: productAuditFields(p),
  });
}

/** Records only the changed fields; an edit that changed nothing records nothing. */
export async function recordProductUpdated(
  tx: DbOrTx,
  actor: AuditActor,
  before: AdminProduct,
  after: AdminProduct,
) {
  const changed = changedFields(productAuditFields(before), productAuditFields(after));
  if (!changed) return;
  await recordChange(tx, {
    actor,
    kind: 'product.updated',
    subject: { type: 'product', id: after._id },
    summary: `Edited ${label(after)}: ${Object.keys(changed.after).join(', ')}`,
    ...changed,
  });
}

export async function recordProductDeleted(tx: DbOrTx, actor: AuditActor, p: AdminProduct) {
  await recordChange(tx, {
    actor,
    kind: 'product.deleted',
    subject: { type: 'product', id: p._id },
    summary: `Deleted ${label(p)}`,
    before: productAuditFields(p),
    after: null,
  });
}
