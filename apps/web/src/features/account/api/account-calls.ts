import type { MeResponse, MessageResponse, UpdatePasswordResponse } from '@shop/shared/auth/auth-schemas';
import type { SavedListResponse } from '@shop/shared/auth/saved-schemas';
import type { Order } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

// The dashboard's calls: the session check, the user's orders, saved items and account changes.

export const getMe = () => api<MeResponse>('/auth/me');

export const getMyOrders = async (userId: string) =>
  (await api<{ data: Order[] }>(`/order/orders/${encodeURIComponent(userId)}`)).data;

export const getSaved = async () => (await api<SavedListResponse>('/auth/saved')).products;

export const removeSaved = (productId: string) =>
  api<MessageResponse>(`/auth/saved/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const updatePassword = (currentPassword: string, newPassword: string) =>
  api<UpdatePasswordResponse>('/auth/update-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });

export const deleteAccount = (password: string) =>
  api<MessageResponse>('/auth/account', { method: 'DELETE', body: { password } });
