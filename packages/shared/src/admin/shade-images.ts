// A shade's own picture travels in the admin product form as an extra file field named
// `colorImage:<code or name>` (e.g. `colorImage:#dc143c` or `colorImage:Crimson`), beside the
// product's `image`. The key matches a colour of the product by its code or its name, ignoring case.

export const SHADE_IMAGE_PREFIX = 'colorImage:';
/** At most this many shade pictures in one form (besides the product's own image). */
export const MAX_SHADE_IMAGES = 20;

export function shadeImageField(key: string): string {
  return `${SHADE_IMAGE_PREFIX}${key}`;
}

/** The key of a `colorImage:` field name, or undefined for any other field. */
export function shadeImageKey(fieldname: string): string | undefined {
  if (!fieldname.startsWith(SHADE_IMAGE_PREFIX)) return undefined;
  const key = fieldname.slice(SHADE_IMAGE_PREFIX.length).trim();
  return key === '' ? undefined : key;
}

export function matchesShade(key: string, color: { name: string; code: string }): boolean {
  const k = key.trim().toLowerCase();
  return color.code.toLowerCase() === k || color.name.toLowerCase() === k;
}
