import { useState, type KeyboardEvent } from 'react';
import { MAX_PAIRINGS } from '@shop/shared/catalog/pairings';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import { useApiRead } from '../../../lib/use-api-read';
import { getProductsPage } from './api/get-products-page';

/** A paired product as the form holds it: its code (what is sent) and its name (what is shown). */
export type Pairing = { productId: string; name: string };

/** The shop's own search of its products by name, a few at a time. */
const searchProducts = async (q: string): Promise<Pairing[]> =>
  (await getProductsPage({ q, lowStock: false, limit: 8, offset: 0 })).products;

const SEARCH_DELAY_MS = 250;

/**
 * "Pairs well with" (decision 62): the products chosen, in order, each with a remove button named
 * by the product, and a search to add more (up to MAX_PAIRINGS), all buttons and one text field,
 * so the keyboard does it all; Enter in the search adds the first match instead of sending the form.
 */
export function PairingPicker({
  value,
  onChange,
  self,
  error,
  search = searchProducts,
}: {
  value: readonly Pairing[];
  onChange: (value: Pairing[]) => void;
  /** The product being edited (never offered); none while it is being added. */
  self?: string;
  error?: string;
  search?: (q: string) => Promise<Pairing[]>;
}) {
  const [query, setQuery] = useState('');
  const full = value.length >= MAX_PAIRINGS;
  const q = query.trim();
  // Only what was found for these words is offered (a failed search offers nothing).
  const found = useApiRead(q.length < 2 ? null : q, () => search(q), { delayMs: SEARCH_DELAY_MS }).data ?? [];
  const offered = found
    .map(({ productId, name }) => ({ productId, name }))
    .filter((p) => p.productId !== self && !value.some((v) => v.productId === p.productId));
  const add = (p: Pairing) => {
    onChange([...value, p]);
    setQuery('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (offered[0] && !full) add(offered[0]);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">Pairs well with</legend>
      <p id="pairsWellWith-hint" className="mb-2 text-sm text-plum/70">
        Up to {MAX_PAIRINGS} products, shown on this product’s page in this order.
      </p>
      {value.length > 0 && (
        <ol aria-label="Chosen to pair" className="mb-3 space-y-2">
          {value.map((p) => (
            <li
              key={p.productId}
              className="flex items-center justify-between gap-3 rounded-[12px] bg-nude px-3 py-1"
            >
              <span className="text-sm">
                {p.name} <span className="text-plum/60">({p.productId})</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v.productId !== p.productId))}
                aria-label={`Remove ${p.name}`}
                className="min-h-11 px-2 text-sm font-semibold text-rose underline"
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor="pairs-search" className={fieldStyles.label}>
        Find a product to pair
      </label>
      <input
        id="pairs-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={full}
        placeholder={full ? `${MAX_PAIRINGS} chosen: remove one to add another` : 'Type a product name'}
        {...describedProps('pairsWellWith', error, true)}
        className={fieldStyles.box}
      />
      {offered.length > 0 && !full && (
        <ul aria-label="Products found" className="mt-2 space-y-1">
          {offered.map((p) => (
            <li key={p.productId}>
              <button
                type="button"
                onClick={() => add(p)}
                aria-label={`Add ${p.name}`}
                className="min-h-11 w-full rounded-[12px] px-3 text-left text-sm hover:bg-nude focus-visible:outline-2 focus-visible:outline-rose"
              >
                + {p.name} <span className="text-plum/60">({p.productId})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError fieldId="pairsWellWith" message={error} />
    </fieldset>
  );
}
