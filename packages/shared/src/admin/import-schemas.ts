import { z } from 'zod';

/** One problem of an imported CSV: its spreadsheet row (the header is row 1), column and why. */
export const ImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});

/**
 * POST /api/admin/products/import: how many products the file adds, changes and leaves as they
 * are, and its problems
 * by row. A dry run answers it with 200; a real import with problems answers it with a 400.
 */
export const ImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  /** Rows that match a product exactly as the shop holds it: nothing to write. */
  unchanged: z.number().int().nonnegative().default(0),
  errors: z.array(ImportErrorSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
