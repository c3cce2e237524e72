import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { countLabel } from '@shop/shared/catalog/listing';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { formatNaira } from '@shop/shared/money';
import { imageSources } from '../../../lib/image-url';
import { DEFAULT_LISTING, listingSearch } from '../listing-params';
import { useSearchSuggestions } from './use-search-suggestions';

const productPath = (p: Product) => `/product/${encodeURIComponent(p.productId)}`;
/** The search page's address for a term, in the listings' canonical form. */
const searchPath = (q: string) => {
  const query = listingSearch({ ...DEFAULT_LISTING, q });
  return query ? `/search?${query}` : '/search';
};

/**
 * The header's search: an ARIA combobox whose listbox suggests products of both categories (picture,
 * name, price) as the shopper types. Arrows move through the suggestions, Enter opens the one
 * chosen or else the search page (`/search?q=…`), Escape closes the list (and, on a phone, the
 * box). It is a real GET form to /search, so it works before the page's script has loaded.
 */
export function HeaderSearch({
  focusNow = false,
  onDone,
}: {
  /** Focus the box now (a phone's Search button just opened it). */
  focusNow?: boolean;
  /** Called when the shopper leaves for a result or presses Escape on a closed list (a phone closes the box). */
  onDone?: () => void;
}) {
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, busy, failed, term } = useSearchSuggestions(text);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const products = suggestions?.products ?? [];
  // The phone's Search button opens the box to type in at once.
  useEffect(() => {
    if (focusNow) input.current?.focus();
  }, [focusNow]);
  const shown =
    listOpen && text.trim() !== '' && (products.length > 0 || (!busy && suggestions !== null) || failed);

  const leave = (to: string) => {
    setListOpen(false);
    setActive(-1);
    input.current?.blur();
    onDone?.();
    void navigate(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (products.length === 0) return;
      e.preventDefault();
      setListOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: past either end the typed text is what Enter searches for.
      setActive((a) => ((a + 1 + step + products.length + 1) % (products.length + 1)) - 1);
    } else if (e.key === 'Enter' && shown && active >= 0 && products[active]) {
      e.preventDefault();
      leave(productPath(products[active]));
    } else if (e.key === 'Escape') {
      if (shown) {
        e.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else onDone?.();
    }
  };

  return (
    <form
      role="search"
      aria-label="Products"
      action="/search"
      method="get"
      className="relative w-full"
      onSubmit={(e) => {
        e.preventDefault();
        leave(searchPath(text.trim()));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-plum/60"
      />
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search makeup and skincare"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onFocus={() => setListOpen(true)}
        onBlur={() => setListOpen(false)}
        onKeyDown={onKeyDown}
        className="block h-11 w-full rounded-full border border-field bg-white pl-10 pr-4 text-base text-plum placeholder:text-plum/60 focus:border-rose focus:outline-none focus-visible:outline-3 focus-visible:outline-rose"
      />
      <p role="status" className="sr-only">
        {shown && !busy ? statusText(products.length, suggestions?.total ?? 0, failed) : ''}
      </p>
      <div
        hidden={!shown}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-[12px] border border-nude-deep bg-white shadow-raised"
      >
        <ul id={listId} role="listbox" aria-label="Suggestions" aria-busy={busy}>
          {products.map((p, i) => (
            // The box keeps focus (the listbox's active option is announced through it), so a
            // press on an option must not blur the box before its click lands.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the box's arrows and Enter choose options
            <li
              key={p._id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => leave(productPath(p))}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-nude hover:bg-nude"
            >
              <img
                {...imageSources(p.image)}
                sizes="48px"
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-[8px] bg-nude object-cover"
              />
              <span className="min-w-0 flex-1 break-words text-sm font-semibold text-plum">{p.name}</span>
              <span className="shrink-0 text-sm text-plum">{formatNaira(p.price)}</span>
            </li>
          ))}
        </ul>
        {(failed || (suggestions !== null && products.length === 0)) && (
          <p className="px-4 py-3 text-sm text-plum/80">
            {failed ? 'Suggestions could not load. Press Enter to search.' : catalogMessages.noMatch}
          </p>
        )}
        {products.length > 0 && (
          <p className="border-t border-nude-deep px-4 py-2 text-sm text-plum/80">
            {countLabel(suggestions?.total ?? products.length)} for “{term}” · Enter shows them all
          </p>
        )}
      </div>
    </form>
  );
}

function statusText(count: number, total: number, failed: boolean): string {
  if (failed) return 'Suggestions could not load';
  if (count === 0) return catalogMessages.noMatch;
  return `${count} suggestion${count === 1 ? '' : 's'} of ${countLabel(total)}`;
}
