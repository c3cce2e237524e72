import { SkinProfileAnswerSchema } from '@shop/shared/products/skin-schemas';
import type { SkinProfile } from '@shop/shared/products/skin';
import { api } from '../../../lib/api-client';

/** GET /auth/skin: the signed-in shopper's own skin type and concerns. */
export const getMySkin = (signal?: AbortSignal) =>
  api('/auth/skin', { signal, answer: SkinProfileAnswerSchema });

/** PUT /auth/skin: replaces them whole. */
export const saveMySkin = (body: SkinProfile) =>
  api('/auth/skin', { method: 'PUT', body, answer: SkinProfileAnswerSchema });
