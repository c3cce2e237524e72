/**
 * A product picture as an absolute URL for link previews and structured data, by the same rule
 * the page uses: an http(s) value is used as it is, anything else is reduced to its last path
 * segment under the API's images path (a stored picture's name is its 800 px WebP), and a product
 * without one shows the placeholder.
 */
export function productImageUrl(base: string, image: string | null): string {
  const trimmed = image?.trim();
  if (!trimmed) return `${base}/placeholder-product.jpg`;
  if (trimmed.startsWith('http')) return trimmed;
  const last = trimmed.split(/[/\\]/).filter(Boolean).at(-1);
  return last ? `${base}/api/images/${encodeURIComponent(last)}` : `${base}/placeholder-product.jpg`;
}
