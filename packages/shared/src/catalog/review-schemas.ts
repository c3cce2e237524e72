import { z } from 'zod';

export const ReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  name: z.string(),
  review: z.string(),
  createdAt: z.string(),
  productId: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.array(ReviewSchema);
export const ReviewQuerySchema = z.object({
  productId: z.string({ error: 'productId is required' }).min(1, 'productId is required'),
});
