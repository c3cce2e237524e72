import { Star } from 'lucide-react';

/** Five stars filled up to `rating` (halves shown from .5 up), read out as "4.5 out of 5 stars". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rating >= n ? 100 : rating >= n - 0.5 ? 50 : 0;
        return (
          <span
            key={n}
            className="relative inline-block"
            style={{ width: size, height: size }}
            aria-hidden="true"
          >
            <Star
              className="absolute inset-0 text-nude-deep"
              style={{ width: size, height: size }}
              fill="currentColor"
            />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
              <Star className="text-rose" style={{ width: size, height: size }} fill="currentColor" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
