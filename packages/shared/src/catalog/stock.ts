// Plain functions, no zod: the storefront's first bundle imports this.

/** `true` or 'yes' counts as in stock. */
export function isInStock(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['yes', 'true'].includes(value.toLowerCase()));
}
