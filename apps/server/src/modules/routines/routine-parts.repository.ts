import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { colors, products, routineParts } from '../../db/schema/index.ts';

/** One step of a routine with its part as the catalogue holds it now (null: the part was deleted). */
export type RoutinePartRow = {
  step: string;
  quantity: number;
  part: {
    id: string;
    productId: string;
    name: string;
    image: string | null;
    priceKobo: number;
    inStock: boolean;
    stock: number | null;
  } | null;
};

/** The steps of these routines in order, by routine id; a product with no steps is absent. */
export async function readRoutineParts(
  tx: DbOrTx,
  routineIds?: readonly string[],
): Promise<Map<string, RoutinePartRow[]>> {
  if (routineIds?.length === 0) return new Map();
  const rows = await tx
    .select({
      routineId: routineParts.routineId,
      step: routineParts.step,
      quantity: routineParts.quantity,
      id: products.id,
      productId: products.productId,
      name: products.name,
      image: products.image,
      priceKobo: products.priceKobo,
      inStock: products.inStock,
      stock: products.stock,
    })
    .from(routineParts)
    .leftJoin(products, eq(products.id, routineParts.partId))
    .where(routineIds && inArray(routineParts.routineId, [...routineIds]))
    .orderBy(asc(routineParts.routineId), asc(routineParts.position));
  const byRoutine = new Map<string, RoutinePartRow[]>();
  for (const { routineId, step, quantity, ...part } of rows) {
    const list = byRoutine.get(routineId) ?? [];
    list.push({
      step,
      quantity,
      part: part.id === null ? null : (part as NonNullable<RoutinePartRow['part']>),
    });
    byRoutine.set(routineId, list);
  }
  return byRoutine;
}

/** The routines that have any of these products as a step. */
export async function routinesUsing(tx: DbOrTx, partIds: readonly string[]): Promise<string[]> {
  if (partIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: routineParts.routineId })
    .from(routineParts)
    .where(inArray(routineParts.partId, [...partIds]));
  return rows.map((r) => r.id);
}

/** Products (by code, any case) as a routine's steps may name them, with what the checks need. */
export async function findPartCandidates(tx: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await tx
    .select({ id: products.id, productId: products.productId, name: products.name })
    .from(products)
    .where(inArray(products.productId, [...codes]));
  const ids = rows.map((r) => r.id);
  const [withSteps, withShades] = await Promise.all([
    ids.length === 0
      ? []
      : tx
          .selectDistinct({ id: routineParts.routineId })
          .from(routineParts)
          .where(inArray(routineParts.routineId, ids)),
    ids.length === 0
      ? []
      : tx.selectDistinct({ id: colors.productId }).from(colors).where(inArray(colors.productId, ids)),
  ]);
  const routines = new Set(withSteps.map((r) => r.id));
  const shaded = new Set(withShades.map((r) => r.id));
  return rows.map((r) => ({ ...r, isRoutine: routines.has(r.id), hasShades: shaded.has(r.id) }));
}

/** The routine's steps become exactly these, in this order. */
export async function replaceRoutineParts(
  tx: DbOrTx,
  routineId: string,
  parts: readonly { partId: string; step: string }[],
): Promise<void> {
  await tx.delete(routineParts).where(eq(routineParts.routineId, routineId));
  if (parts.length === 0) return;
  await tx
    .insert(routineParts)
    .values(parts.map((p, position) => ({ routineId, position, partId: p.partId, step: p.step })));
}

export async function productNames(tx: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.map((r) => r.name);
}
