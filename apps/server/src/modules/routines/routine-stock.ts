import { routineMessages } from '@shop/shared/catalog/routine-messages';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http-error.ts';
import { readRoutineParts } from './routine-parts.repository.ts';

/**
 * The lines with each routine's parts as they are now (decision 60): buying one routine takes one
 * of each of its steps' products. A routine whose part has left the catalogue cannot be bought
 * (409, nothing taken; the catalogue already shows it out of stock).
 */
export async function routinePartsOfLines<
  T extends { productId: string | null; colorId: string | null; productName: string },
>(tx: DbOrTx, lines: readonly T[]): Promise<(T & { parts?: { productId: string; quantity: number }[] })[]> {
  const ids = lines.flatMap((l) => (l.productId && !l.colorId ? [l.productId] : []));
  const partsOf = await readRoutineParts(tx, ids);
  if (partsOf.size === 0) return [...lines];
  return lines.map((line) => {
    const parts = line.productId && !line.colorId ? partsOf.get(line.productId) : undefined;
    if (!parts) return line;
    if (parts.some((p) => p.part === null)) throw conflict(routineMessages.partGone(line.productName));
    return { ...line, parts: parts.map((p) => ({ productId: p.part!.id, quantity: p.quantity })) };
  });
}
