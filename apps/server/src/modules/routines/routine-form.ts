import { routinePartsFromJson, type RoutinePartInput } from '@shop/shared/admin/routine-parts';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { routineMessages } from '@shop/shared/catalog/routine-messages';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { withRoutine } from './routine-answer.ts';
import {
  findPartCandidates,
  productNames,
  readRoutineParts,
  replaceRoutineParts,
  routinesUsing,
} from './routine-parts.repository.ts';

const m = routineMessages;

/** The form's `routineParts` text read (400 naming the field when it is not a list of steps). */
export function readRoutinePartsField(text: string | undefined): RoutinePartInput[] | undefined {
  if (text === undefined) return undefined;
  const result = routinePartsFromJson(text);
  if (!result.ok) throw badRequest(result.message, 'routineParts');
  if (result.parts.length === 0) throw badRequest(m.noParts, 'routineParts');
  return result.parts;
}

/**
 * Makes `product` a routine of these steps, in the caller's transaction (so a refusal writes
 * nothing): every step a known product, not the routine itself, not a routine, without shades;
 * and the product not itself a step of another routine. A routine has no stock of its own.
 */
export async function saveRoutineParts(
  tx: DbOrTx,
  product: { _id: string; name: string },
  steps: readonly RoutinePartInput[],
): Promise<void> {
  const using = await routinesUsing(tx, [product._id]);
  if (using.length > 0) {
    const [routine] = await productNames(tx, using);
    throw badRequest(m.usedInRoutine(routine ?? ''), 'routineParts');
  }
  const found = await findPartCandidates(
    tx,
    steps.map((s) => s.productId),
  );
  const parts = steps.map((s) => {
    const part = found.find((f) => f.productId === s.productId);
    if (!part) throw badRequest(m.unknownPart(s.productId), 'routineParts');
    if (part.id === product._id) throw badRequest(m.partIsItself, 'routineParts');
    if (part.isRoutine) throw badRequest(m.partIsRoutine(part.name), 'routineParts');
    if (part.hasShades) throw badRequest(m.partHasShades(part.name), 'routineParts');
    return { partId: part.id, step: s.step };
  });
  await replaceRoutineParts(tx, product._id, parts);
}

/** The product with its routine's steps and stock, as the transaction sees them. */
export async function withRoutineOf(tx: DbOrTx, product: AdminProduct): Promise<AdminProduct> {
  return withRoutine(product, (await readRoutineParts(tx, [product._id])).get(product._id));
}
