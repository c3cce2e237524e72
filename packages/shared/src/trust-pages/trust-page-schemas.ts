import { z } from 'zod';
import { TRUST_PAGES } from './trust-pages.ts';

// The trust pages' contract: the shopper's page, the admin's editor and its two saves.

/** Long enough for a full privacy notice; short enough that one save stays a small request. */
export const PAGE_TEXT_MAX = 20_000;

export const TrustPageParamsSchema = z.object({ slug: z.enum(TRUST_PAGES) });

const fact = (max: number) => z.string().trim().max(max);

/**
 * The business's registered facts, shown on the about page where filled: the name registered with
 * the Corporate Affairs Commission, the address, the RC number, and how products are listed with
 * NAFDAC (a number or a sentence). Empty means not shown.
 */
export const BusinessFactsSchema = z.object({
  legalName: fact(200),
  address: fact(300),
  cacRcNumber: fact(40),
  nafdac: fact(300),
});
export type BusinessFacts = z.infer<typeof BusinessFactsSchema>;

export const EMPTY_BUSINESS_FACTS: BusinessFacts = {
  legalName: '',
  address: '',
  cacRcNumber: '',
  nafdac: '',
};

/** What a shopper's page shows: its text (the shopkeeper's, or the starting text until saved). */
export const TrustPageSchema = z.object({
  slug: z.enum(TRUST_PAGES),
  title: z.string(),
  body: z.string(),
  /** Only on the about page. */
  business: BusinessFactsSchema.nullable(),
  /** When the shopkeeper last saved it; null while the starting text stands. */
  updatedAt: z.string().nullable(),
});
export type TrustPage = z.infer<typeof TrustPageSchema>;

export const TrustPageUpdateSchema = z.object({
  body: z.string().trim().min(1).max(PAGE_TEXT_MAX),
});
export type TrustPageUpdate = z.infer<typeof TrustPageUpdateSchema>;

export const AdminTrustPageSchema = z.object({
  slug: z.enum(TRUST_PAGES),
  title: z.string(),
  body: z.string(),
  /** The text the shop suggests, for "start again from the suggested text". */
  startingText: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminTrustPage = z.infer<typeof AdminTrustPageSchema>;

export const AdminTrustPagesResponseSchema = z.object({
  pages: z.array(AdminTrustPageSchema),
  business: BusinessFactsSchema,
});
export type AdminTrustPagesResponse = z.infer<typeof AdminTrustPagesResponseSchema>;
