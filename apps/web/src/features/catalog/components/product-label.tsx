import type { Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';

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
        {messages.catalog.ingredientsTitle}
      </h2>
      {nafdacNumber && <p className="text-sm font-semibold">{messages.catalog.nafdacNumber(nafdacNumber)}</p>}
      {freeOf && freeOf.length > 0 && (
        <p className="text-sm font-semibold text-leaf">{messages.catalog.freeOf(freeOf)}</p>
      )}
      {ingredients && <p className="text-sm leading-relaxed text-plum/90">{ingredients}</p>}
    </section>
  );
}
