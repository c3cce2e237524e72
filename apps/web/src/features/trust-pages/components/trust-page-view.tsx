import { ordinalDate } from '@shop/shared/dates/shop-time';
import { trustPageMessages } from '@shop/shared/trust-pages/trust-page-messages';
import type { TrustPage } from '@shop/shared/trust-pages/trust-page-schemas';
import { BusinessFactsCard } from './business-facts';
import { PageText } from './page-text';

/** A trust page (shipping and returns, privacy, terms, about): a plain, readable article. */
export function TrustPageView({ page }: { page: TrustPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-16">
      <h1 className="font-display text-4xl md:text-5xl">{page.title}</h1>
      {page.updatedAt && (
        <p className="mt-2 text-sm text-plum/80">
          {trustPageMessages.updatedOn(ordinalDate(page.updatedAt))}
        </p>
      )}
      <div className="mt-8">
        <PageText text={page.body} />
      </div>
      {page.business && <BusinessFactsCard facts={page.business} />}
    </article>
  );
}
