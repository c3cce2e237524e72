/** One star's tile is 26 units wide for a 24-unit star: the gap between stars. */
const TILE = 26 / 24;

/**
 * Five stars filled up to `rating` (halves shown from .5 up), read out as "4.5 out of 5 stars".
 * Two masked boxes (the `star-row` class): the empty row, and over it the filled part.
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.min(5, Math.max(0, Math.floor(rating * 2) / 2));
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className="star-row relative inline-block bg-nude-deep align-middle"
      style={{ width: size * TILE * 5, height: size }}
    >
      <span
        aria-hidden="true"
        className="star-row absolute inset-y-0 left-0 bg-rose"
        style={{ width: `${filled * 20}%` }}
      />
    </span>
  );
}
