import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';
import { ORDER_CHANNELS } from '../orders/order-channels.ts';
import { ORDER_STATUS_VALUES } from '../orders/order-schemas.ts';

// GET /api/admin/overview (an added endpoint): the admin's view of the business.
// Money is given in naira, as in the rest of the API.

export const SalesPeriodSchema = z.object({
  sales: nairaAmount,
  orders: z.number().int(),
  averageOrder: nairaAmount,
});
export type SalesPeriod = z.infer<typeof SalesPeriodSchema>;

/** One channel's paid sales (net of refunds) and orders in a period. */
export const ChannelSalesSchema = z.object({
  channel: z.enum(ORDER_CHANNELS),
  sales: nairaAmount,
  orders: z.number().int(),
});
export type ChannelSales = z.infer<typeof ChannelSalesSchema>;

export const DailySalesSchema = z.object({
  /** The Lagos calendar day, YYYY-MM-DD. */
  date: z.string(),
  sales: nairaAmount,
  orders: z.number().int(),
});
export type DailySales = z.infer<typeof DailySalesSchema>;

export const BestSellerSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units: z.number().int(),
  revenue: nairaAmount,
});
export type BestSeller = z.infer<typeof BestSellerSchema>;

export const LowStockSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** The colour whose stock is low, or null for the product's own stock. */
  color: z.string().nullable(),
  stock: z.number().int(),
});
export type LowStock = z.infer<typeof LowStockSchema>;

/** A discount code's spent uses in the last 30 Lagos days and the naira they took off. */
export const DiscountGivenSchema = z.object({
  code: z.string(),
  orders: z.number().int(),
  discount: nairaAmount,
});
export type DiscountGiven = z.infer<typeof DiscountGivenSchema>;

export const NewestReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  review: z.string(),
  productId: z.string(),
  productName: z.string(),
  createdAt: z.string(),
});
export type NewestReview = z.infer<typeof NewestReviewSchema>;

export const OrdersByStatusSchema = z.object(
  Object.fromEntries(ORDER_STATUS_VALUES.map((s) => [s, z.number().int()])) as Record<
    (typeof ORDER_STATUS_VALUES)[number],
    z.ZodNumber
  >,
);
export type OrdersByStatus = z.infer<typeof OrdersByStatusSchema>;

export const OverviewResponseSchema = z.object({
  timeZone: z.string(),
  /** Today in Lagos, YYYY-MM-DD. */
  today: z.string(),
  sales: z.object({ today: SalesPeriodSchema, last7Days: SalesPeriodSchema, last30Days: SalesPeriodSchema }),
  /** Every channel (ORDER_CHANNELS' order, zeros included) in each period of `sales`. */
  byChannel: z.object({
    today: z.array(ChannelSalesSchema),
    last7Days: z.array(ChannelSalesSchema),
    last30Days: z.array(ChannelSalesSchema),
  }),
  ordersByStatus: OrdersByStatusSchema,
  dailySales: z.array(DailySalesSchema),
  bestSellers: z.array(BestSellerSchema),
  lowStock: z.array(LowStockSchema),
  /** The shop's low-stock level (settings): the list holds what is at or under it. */
  lowStockLevel: z.number().int().min(0).optional(),
  newestReviews: z.array(NewestReviewSchema),
  /** The codes that gave most in the last 30 days, largest first. */
  discountsGiven: z.array(DiscountGivenSchema),
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;
