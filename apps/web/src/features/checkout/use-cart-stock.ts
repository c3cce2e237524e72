import { useEffect, useState } from 'react';
import type { CartItem } from '@shop/shared/cart/cart-rules';
import { lineStock, type LineStock } from '@shop/shared/cart/line-stock';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { ApiError } from '../../lib/api-client';
import { getProduct } from '../../lib/get-product';

/**
 * What the shop says now of each cart line's stock, read from the catalogue (the same answers the
 * product pages get, so mostly from the browser's cache) when the cart page opens and whenever
 * another product joins the cart. A line is unknown (undefined) until its product's answer comes,
 * and stays so when the answer fails: the checkout's own check still stops an order it cannot fill.
 */
export function useCartStock(items: readonly CartItem[]): (item: CartItem) => LineStock | undefined {
  const ids = [...new Set(items.map((i) => i.productId))].sort().join('\n');
  // null: the product is no longer sold (404).
  const [known, setKnown] = useState<ReadonlyMap<string, Product | null>>(new Map());
  useEffect(() => {
    let live = true;
    const learn = (id: string, product: Product | null) => {
      if (live) setKnown((m) => new Map(m).set(id, product));
    };
    for (const id of ids.split('\n').filter(Boolean)) {
      getProduct(id).then(
        (product) => learn(id, product),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) learn(id, null);
        },
      );
    }
    return () => {
      live = false;
    };
  }, [ids]);
  return (item) => {
    const product = known.get(item.productId);
    return product === undefined ? undefined : lineStock(product, item.color?._id ?? null);
  };
}
