import { routineMessages } from '../catalog/routine-messages.ts';

// The admin's routine steps (decision 60): one optional `routineParts` field of the product form
// holding a JSON list in step order, e.g. [{"productId": "GN-SK-1", "step": "Cleanse"}]. An empty
// list makes the product an ordinary one again; the field left out keeps its steps as they are.

export const MAX_ROUTINE_STEPS = 8;
export const MAX_STEP_NAME = 40;

export type RoutinePartInput = { productId: string; step: string };
export type RoutinePartsParse = { ok: true; parts: RoutinePartInput[] } | { ok: false; message: string };

const m = routineMessages;

/** Reads the list; unknown products and routines as parts are the server's to refuse. */
export function routinePartsFromJson(text: string): RoutinePartsParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: m.shape };
  }
  if (!Array.isArray(data)) return { ok: false, message: m.shape };
  if (data.length > MAX_ROUTINE_STEPS) return { ok: false, message: m.tooManySteps(MAX_ROUTINE_STEPS) };
  const parts: RoutinePartInput[] = [];
  for (const [i, item] of data.entries()) {
    const { productId, step } = (item ?? {}) as Record<string, unknown>;
    if (typeof productId !== 'string' || productId.trim() === '')
      return { ok: false, message: m.noProduct(i + 1) };
    if (typeof step !== 'string' || step.trim() === '') return { ok: false, message: m.noStepName(i + 1) };
    if (step.trim().length > MAX_STEP_NAME)
      return { ok: false, message: m.stepNameLong(i + 1, MAX_STEP_NAME) };
    const code = productId.trim();
    if (parts.some((p) => p.productId.toLowerCase() === code.toLowerCase()))
      return { ok: false, message: m.duplicatePart(code) };
    parts.push({ productId: code, step: step.trim() });
  }
  return { ok: true, parts };
}
