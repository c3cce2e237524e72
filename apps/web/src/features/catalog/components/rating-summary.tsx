import { summariseStarCounts, type RatingSummary as Summary } from '@shop/shared/catalog/rating';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { Stars } from '../../../components/ui/stars';

const NONE = summariseStarCounts({});

/**
 * Average to one decimal with stars, 'Based on N review(s)', and a bar for each of 5 to 1 stars,
 * as the server summarised them. Until the summary arrives the box keeps its size, its contents
 * hidden, so nothing below it moves.
 */
export function RatingSummary({ summary }: { summary: Summary | null }) {
  const { average, count, bars } = summary ?? NONE;
  const hidden = summary ? {} : ({ className: 'invisible', 'aria-hidden': true } as const);
  return (
    <section
      aria-label="Rating summary"
      aria-busy={summary ? undefined : true}
      className="rounded-[12px] bg-nude p-5"
    >
      <div {...hidden}>
        <div className="flex items-center gap-3">
          <p className="font-display text-4xl text-plum">
            {average.toFixed(1)}
            <span className="text-base text-plum/70"> / 5</span>
          </p>
          <div className="flex flex-col gap-1">
            <Stars rating={average} size={18} />
            <p className="text-sm text-plum/80">{catalogMessages.basedOn(count)}</p>
          </div>
        </div>
        <ul className="mt-4 space-y-1.5">
          {bars.map(({ stars, percent }) => (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-12 shrink-0">{stars} star</span>
              <span
                role="meter"
                aria-label={`${stars} star reviews`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
                className="h-2 flex-1 overflow-hidden rounded-full bg-ivory"
              >
                <span className="block h-full rounded-full bg-rose" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right tabular-nums">{percent}%</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
