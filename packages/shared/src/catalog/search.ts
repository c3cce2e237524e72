// The admin's product search: a case-insensitive substring match of the typed text against
// chosen text fields. Plain `includes`, never a RegExp built from what the shopper typed. The
// storefront's search forgives slips and ranks its answer on the server (decision 59).

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
