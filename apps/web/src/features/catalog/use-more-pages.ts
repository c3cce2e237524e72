import { useState } from 'react';
import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { getListingPage, type ListingPage } from './api/get-listing-page';
import { listingSearch, type ListingState } from './listing-params';

type More = { key: string; products: Product[]; loading: boolean; error: Error | null; done: boolean };
const none = (key: string): More => ({ key, products: [], loading: false, error: null, done: false });

/**
 * The pages after the first, appended by "Show more". They belong to one listing question: a new
 * search, sort or filter starts again from its first page (which the route's loader brings).
 */
export function useMorePages(category: Category, asked: ListingState, first: ListingPage) {
  const key = listingSearch(asked);
  const [saved, setSaved] = useState<More>(() => none(key));
  const more = saved.key === key ? saved : none(key);
  // A product added while the shopper reads shifts the pages by one: show it once.
  const products = [...new Map([...first.products, ...more.products].map((p) => [p._id, p])).values()];
  const hasMore = !more.done && products.length < first.total;

  /** Loads and appends the next page; true when it brought products. */
  async function showMore(): Promise<boolean> {
    if (more.loading) return false;
    // An answer for a question the shopper has since changed is dropped.
    const update = (change: (s: More) => Partial<More>) =>
      setSaved((s) => (s.key === key ? { ...s, ...change(s) } : s));
    setSaved({ ...more, loading: true, error: null });
    try {
      const next = await getListingPage(category, asked, products.length);
      update((s) => ({
        products: [...s.products, ...next.products],
        loading: false,
        done: next.products.length === 0,
      }));
      return next.products.length > 0;
    } catch (error) {
      update(() => ({ loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
      return false;
    }
  }

  return { products, total: first.total, hasMore, loading: more.loading, error: more.error, showMore };
}
