import type { MessageResponse } from '@shop/shared/auth/auth-schemas';
import type { SavedListResponse } from '@shop/shared/auth/saved-schemas';
import { api } from '../api-client';

// The saved-items endpoints of the accounts module (signed-in users only): the one place the web
// app calls them, for the hearts on product cards and the dashboard's saved tab alike.

export async function getSavedItems() {
  const { products } = await api<SavedListResponse>('/auth/saved');
  return products;
}

export const saveItem = (productId: string) =>
  api<MessageResponse>('/auth/saved', { method: 'POST', body: { productId } });

export const unsaveItem = (productId: string) =>
  api<MessageResponse>(`/auth/saved/${encodeURIComponent(productId)}`, { method: 'DELETE' });
