import type { SavedListResponse } from '@shop/shared/auth/saved-schemas';
import { api } from '../api-client';
import { list, outline } from '../answer-outline';

// The saved-items endpoints (signed-in users only), one a file: the one place the web app calls
// them, for the hearts on product cards and the dashboard's saved tab alike.

/** GET /auth/saved: the signed-in user's saved products, newest first. */
export async function getSavedItems() {
  const answer = outline<SavedListResponse>({ products: list });
  return (await api('/auth/saved', { answer })).products;
}
