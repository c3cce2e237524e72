// The pages that tell a shopper who the shop is and what it promises (shipping and returns,
// privacy, terms, about): one list for the router, the server's renderer, the sitemap, the
// footer's row of links and the admin's editor.

export const TRUST_PAGES = ['shipping-returns', 'privacy', 'terms', 'about'] as const;
export type TrustPageSlug = (typeof TRUST_PAGES)[number];

export const isTrustPage = (value: string): value is TrustPageSlug =>
  (TRUST_PAGES as readonly string[]).includes(value);

// Each page's title (its heading and footer link) is TRUST_PAGE_TITLES in pages/page-titles.ts,
// beside the other pages' titles: the footer shows them on every page, and a module shared by the
// footer and the trust pages' own code would be a chunk of its own in every page's first load.

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
