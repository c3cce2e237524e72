// The pages that tell a shopper who the shop is and what it promises (shipping and returns,
// privacy, terms, about): one list for the router, the server's renderer, the sitemap, the
// footer's row of links and the admin's editor.

export const TRUST_PAGES = ['shipping-returns', 'privacy', 'terms', 'about'] as const;
export type TrustPageSlug = (typeof TRUST_PAGES)[number];

export const isTrustPage = (value: string): value is TrustPageSlug =>
  (TRUST_PAGES as readonly string[]).includes(value);

// Each page's heading, title and footer link: with the other pages' titles, in every page's first
// bundle already (the footer shows them), so nothing else of this file is loaded there.
export { TRUST_PAGE_TITLES } from '../pages/page-titles.ts';

/** Each page's description for search results and link previews (the server's only). */
export const TRUST_PAGE_DESCRIPTIONS: Record<TrustPageSlug, string> = {
  'shipping-returns':
    'How we deliver across Nigeria, what delivery costs and how long it takes, and how to return an item.',
  privacy:
    'What we collect about you and why, your rights under the Nigeria Data Protection Act 2023 and how to use them.',
  terms: 'The terms on which we sell: prices in naira, payment, delivery, returns and your rights.',
  about:
    'Who we are, where we are, our registration with the CAC and how our products are listed with NAFDAC.',
};
