// One search rule for the listing pages and the server's `q` filter: a case-insensitive
// substring match of the typed text against chosen text fields. Plain `includes`, never a
// RegExp built from what the shopper typed.

export type Searchable = {
  name: string;
  fullname: string;
  description: string;
  category: string;
};

export const LISTING_SEARCH_FIELDS = ['name', 'description', 'category', 'fullname'] as const;
export const ADMIN_PRODUCT_SEARCH_FIELDS = ['name', 'fullname'] as const;

export function matchesSearch<T extends Partial<Record<string, unknown>>>(
  item: T,
  term: string,
  fields: readonly (keyof T & string)[],
): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => {
    const value = item[field];
    return typeof value === 'string' && value.toLowerCase().includes(needle);
  });
}

export function searchProducts<T extends Searchable>(products: readonly T[], term: string): T[] {
  return products.filter((p) => matchesSearch(p, term, LISTING_SEARCH_FIELDS));
}
