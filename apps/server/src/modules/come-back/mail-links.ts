import { storedImageHash, imageVariantName } from '@shop/shared/catalog/image-names';

// Absolute addresses for marketing mail, from the shop's own address (orders/order-links.ts's
// shopUrlOf: the configured address, never a request's Host).

/** A product picture as the storefront serves it; our own WebP names at their 200 px width. */
export function mailImageUrl(shopUrl: string, image: string | null): string | null {
  const trimmed = image?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('http')) return trimmed;
  const last = trimmed.split(/[/\\]/).filter(Boolean).at(-1);
  if (!last) return null;
  const hash = storedImageHash(last);
  return `${shopUrl}/api/images/${encodeURIComponent(hash ? imageVariantName(hash, 200) : last)}`;
}

export const productPageUrl = (shopUrl: string, productCode: string) =>
  `${shopUrl}/product/${encodeURIComponent(productCode)}`;

export const restoreCartUrl = (shopUrl: string, token: string) =>
  `${shopUrl}/cart?restore=${encodeURIComponent(token)}`;

export const unsubscribeUrl = (shopUrl: string, token: string) =>
  `${shopUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The same token for a mail app's own "Unsubscribe" button: a POST here unsubscribes (RFC 8058). */
export const oneClickUnsubscribeUrl = (shopUrl: string, token: string) =>
  `${shopUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;

/** Text for HTML: the five characters that could end an attribute or open a tag. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
