import type { SavedListResponse } from '@shop/shared/auth/saved-schemas';
import { api } from '../api-client';

// The saved-items endpoints of the accounts module (signed-in users only).

export async function getSavedItems() {
  const { products } = await api<SavedListResponse>('/auth/saved');
  return products;
}

export const saveItem = (productId: string) =>
  api<{ message: string }>('/auth/saved', { method: 'POST', body: { productId } });

export const unsaveItem = (productId: string) =>
  api<{ message: string }>(`/auth/saved/${encodeURIComponent(productId)}`, { method: 'DELETE' });
