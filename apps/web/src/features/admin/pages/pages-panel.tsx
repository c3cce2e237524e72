import { useState } from 'react';
import { trustPageMessages } from '@shop/shared/trust-pages/trust-page-messages';
import type { AdminTrustPagesResponse } from '@shop/shared/trust-pages/trust-page-schemas';
import type { TrustPageSlug } from '@shop/shared/trust-pages/trust-pages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useTabData } from '../shell/use-admin-lists';
import { BusinessFactsForm } from './business-facts-form';
import { PageEditor } from './page-editor';

/** The pages tab: the four pages shoppers reach from the footer, and the business details. */
export function PagesPanel() {
  const { list } = useTabData('pages');
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading the pages…" />}
      error={(error) => <LoadFailure error={error} fallback={trustPageMessages.fetchFailed} />}
    >
      {(answer) => <PagesEditor answer={answer} />}
    </Deferred>
  );
}

function PagesEditor({ answer }: { answer: AdminTrustPagesResponse }) {
  const [slug, setSlug] = useState<TrustPageSlug>(answer.pages[0]!.slug);
  const page = answer.pages.find((p) => p.slug === slug)!;
  return (
    <div className="space-y-10">
      <section aria-labelledby="pages-title" className="space-y-4">
        <h2 id="pages-title" className="font-display text-2xl">
          Shop pages
        </h2>
        <p className="max-w-2xl text-sm text-plum/80">{trustPageMessages.tabIntro}</p>
        <div role="group" aria-label="Page to edit" className="flex flex-wrap gap-2">
          {answer.pages.map((p) => (
            <button
              key={p.slug}
              type="button"
              aria-pressed={p.slug === slug}
              onClick={() => setSlug(p.slug)}
              className="min-h-11 rounded-full border-2 border-plum px-4 text-sm font-semibold aria-pressed:bg-plum aria-pressed:text-ivory"
            >
              {p.title}
            </button>
          ))}
        </div>
        {/* A fresh editor for each page: its text, undo and errors are its own. */}
        <PageEditor key={page.slug} initial={page} />
      </section>
      <BusinessFactsForm initial={answer.business} />
    </div>
  );
}
