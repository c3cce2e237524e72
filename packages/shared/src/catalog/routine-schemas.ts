import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';

// A routine or kit (decision 60): a product sold at its own price whose stock is drawn from the
// products of its steps. Both the shopper's and the admin's product carry it; other products do not.

export const RoutineStepSchema = z.object({
  /** What the step is called ("Cleanse", "Treat"…). */
  step: z.string(),
  /** The part's product code, for its link; null when the product has left the catalogue. */
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** The part's normal price (naira), null when it has left the catalogue. */
  price: nairaAmount.nullable(),
});
export type RoutineStep = z.infer<typeof RoutineStepSchema>;

export const RoutineSchema = z.object({
  steps: z.array(RoutineStepSchema),
  /**
   * What the routine saves against buying its parts one by one at their normal prices, at the
   * price charged now (worked out by the server); absent when it saves nothing.
   */
  saving: nairaAmount.optional(),
});
export type Routine = z.infer<typeof RoutineSchema>;
