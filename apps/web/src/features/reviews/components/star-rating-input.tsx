import { Star } from 'lucide-react';

const label = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/** Five radio buttons drawn as stars: keyboard arrows move between them, each read as "4 stars". */
type Props = {
  value: number;
  onChange: (rating: number) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export function StarRatingInput({ value, onChange, ...described }: Props) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Your rating</legend>
      <div role="radiogroup" aria-label="Your rating" className="mt-1 flex gap-1" {...described}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-full p-1 focus-within:ring-2 focus-within:ring-rose"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={label(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={value >= n ? 'size-7 text-rose' : 'size-7 text-nude-deep'}
              fill="currentColor"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
