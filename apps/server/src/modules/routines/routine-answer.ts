import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import { priceNow, type SaleFacts } from '@shop/shared/catalog/sale-price';
import { stockInStock } from '@shop/shared/catalog/stock-levels';
import { koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { RoutinePartRow } from './routine-parts.repository.ts';

/**
 * A routine's own answer (decision 60): its steps, and its stock as the scarcest part allows
 * (each part's free quantity divided by what one routine takes). A part sold out, marked out of
 * stock or deleted makes the routine out of stock; a deleted part also makes its stock uncounted,
 * so a checkout refuses it outright rather than asking the stock. Parts not counted do not limit.
 */
export function withRoutine(admin: AdminProduct, parts: readonly RoutinePartRow[] | undefined): AdminProduct {
  if (!parts || parts.length === 0) return admin;
  const steps = parts.map(({ step, part }) => ({
    step,
    productId: part?.productId ?? null,
    name: part?.name ?? '',
    image: part?.image ?? null,
    price: part ? koboToNaira(part.priceKobo) : null,
  }));
  const gone = parts.some((p) => p.part === null);
  const counted = parts.flatMap((p) =>
    p.part?.stock == null ? [] : [Math.floor(p.part.stock / p.quantity)],
  );
  const stock = gone || counted.length === 0 ? null : Math.min(...counted);
  const partsInStock = parts.every((p) => p.part !== null && stockInStock(p.part.inStock, p.part.stock));
  return {
    ...admin,
    stock,
    inStock: stockInStock(admin.inStock, stock) && partsInStock,
    routine: { steps },
  };
}

/** What a routine saves at `now` against its parts bought one by one at their normal prices. */
export function routineSaving(p: SaleFacts & Pick<Product, 'routine'>, now: Date) {
  const steps = p.routine?.steps;
  if (!steps || steps.some((s) => s.price === null)) return {};
  const partsKobo = steps.reduce((sum, s) => sum + nairaToKobo(s.price!), 0);
  const savingKobo = partsKobo - nairaToKobo(priceNow(p, now));
  return savingKobo > 0 ? { saving: koboToNaira(savingKobo) } : {};
}
