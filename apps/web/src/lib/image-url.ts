import { IMAGE_WIDTHS, imageVariantName, storedImageHash } from '@shop/shared/catalog/image-names';
import { API_BASE } from './api-client';

// The image URL rule: a value starting with http is used as is; anything else is
// reduced to its last path segment under the API's images path; no value gives the placeholder.

export const PLACEHOLDER_IMAGE = '/placeholder-product.jpg';

export function imageUrl(value: string | null | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) return PLACEHOLDER_IMAGE;
  if (trimmed.startsWith('http')) return trimmed;
  const last = trimmed.split(/[/\\]/).filter(Boolean).at(-1);
  return last ? `${API_BASE}/images/${encodeURIComponent(last)}` : PLACEHOLDER_IMAGE;
}

export type ImageSources = { src: string; srcSet?: string };

/** The URL plus, for our own stored WebP names, a srcset of every stored width. */
export function imageSources(value: string | null | undefined): ImageSources {
  const src = imageUrl(value);
  if (!value || value.trim().startsWith('http')) return { src };
  const hash = storedImageHash(value.split('/').at(-1) ?? '');
  if (!hash) return { src };
  const srcSet = IMAGE_WIDTHS.map((w) => `${API_BASE}/images/${imageVariantName(hash, w)} ${w}w`).join(', ');
  return { src, srcSet };
}
