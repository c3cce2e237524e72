import type { Product } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';

/**
 * What the pack's label says: the NAFDAC number a shopper can check, the "free of" facts (worked out
 * by the server from the ingredients, none without them) and the ingredients themselves.
 */
export function ProductLabel({ product }: { product: Product }) {
  const { ingredients, nafdacNumber, freeOf } = product;
  if (!ingredients && !nafdacNumber) return null;
  return (
    <section aria-labelledby="ingredients-title" className="space-y-2">
      <h2 id="ingredients-title" className="font-display text-xl">
        {catalogMessages.ingredientsTitle}
      </h2>
      {nafdacNumber && <p className="text-sm font-semibold">{catalogMessages.nafdacNumber(nafdacNumber)}</p>}
      {freeOf && freeOf.length > 0 && (
        <p className="text-sm font-semibold text-leaf">{catalogMessages.freeOf(freeOf)}</p>
      )}
      {ingredients && <p className="text-sm leading-relaxed text-plum/90">{ingredients}</p>}
    </section>
  );
}
