import type { MeResponse, MessageResponse, UpdatePasswordResponse } from '@shop/shared/auth/auth-schemas';
import type { Order } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

// The dashboard's calls: the session check, the user's orders and account changes. Saved items
// have their own module (features/saved/api), shared with the product cards.

export const getMe = () => api<MeResponse>('/auth/me');

export const getMyOrders = async (userId: string) =>
  (await api<{ data: Order[] }>(`/order/orders/${encodeURIComponent(userId)}`)).data;

export const updatePassword = (currentPassword: string, newPassword: string) =>
  api<UpdatePasswordResponse>('/auth/update-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });

export const deleteAccount = (password: string) =>
  api<MessageResponse>('/auth/account', { method: 'DELETE', body: { password } });
