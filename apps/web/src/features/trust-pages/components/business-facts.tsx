import type { BusinessFacts } from '@shop/shared/trust-pages/trust-page-schemas';
import { trustPageMessages } from '@shop/shared/trust-pages/trust-page-messages';

const say = trustPageMessages;

/** The about page's registered details: only those the shopkeeper filled in. */
export function BusinessFactsCard({ facts }: { facts: BusinessFacts }) {
  const rows = [
    { label: say.legalName, value: facts.legalName },
    { label: say.address, value: facts.address },
    { label: say.cacRcNumber, value: facts.cacRcNumber },
    { label: say.nafdac, value: facts.nafdac },
  ].filter((row) => row.value !== '');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="business-facts" className="mt-8 rounded-[12px] bg-nude p-5 sm:p-8">
      <h2 id="business-facts" className="font-display text-2xl">
        {say.businessTitle}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        {rows.map((row) => (
          <div key={row.label} className="sm:contents">
            <dt className="text-sm font-semibold text-plum/80">{row.label}</dt>
            <dd className="whitespace-pre-line">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
