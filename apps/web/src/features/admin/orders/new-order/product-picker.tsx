import { useId, useState } from 'react';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { formatNaira } from '@shop/shared/money';
import { SearchField } from '../../../../components/ui/search-field';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { useApiRead } from '../../../../lib/use-api-read';
import { findProducts } from '../api/find-products';

/**
 * Finds products by name as staff type (the shop's own search), each with its price and, for a
 * product with shades, a shade to choose before adding it; sold-out ones say so and cannot be added.
 */
export function ProductPicker({ onAdd }: { onAdd: (product: Product, colorId: string | null) => void }) {
  const [term, setTerm] = useState('');
  const words = term.trim();
  // The last list found stays until the one for newer words comes; a failed search finds nothing.
  const { last } = useApiRead(words.length < 2 ? null : words, (signal) => findProducts(words, signal), {
    delayMs: 200,
  });
  const shown = words.length < 2 || !last ? null : (last.data ?? []);
  return (
    <div className="space-y-2">
      <SearchField
        label="Find a product"
        placeholder="Type a product's name"
        value={term}
        onChange={setTerm}
      />
      {shown && shown.length === 0 && <p className="text-sm text-plum/70">No products match.</p>}
      {shown && shown.length > 0 && (
        <ul aria-label="Products found" className="divide-y divide-nude rounded-[12px] bg-white shadow-sm">
          {shown.map((product) => (
            <FoundProduct key={product._id} product={product} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FoundProduct({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: (p: Product, colorId: string | null) => void;
}) {
  const id = useId();
  const shades = product.colors.filter((c) => c.inStock);
  const [colorId, setColorId] = useState(shades[0]?._id ?? '');
  const hasShades = product.colors.length > 0;
  const soldOut = !product.inStock || (hasShades && shades.length === 0);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{product.name}</p>
        <p className="text-sm text-plum/70">{soldOut ? 'Out of stock' : formatNaira(product.price)}</p>
      </div>
      {hasShades && !soldOut && (
        <div>
          <label htmlFor={id} className="sr-only">
            Shade of {product.name}
          </label>
          <select
            id={id}
            value={colorId}
            onChange={(e) => setColorId(e.target.value)}
            className="min-h-11 rounded-full border border-field bg-white px-3 text-sm"
          >
            {shades.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        disabled={soldOut}
        className={`${buttonStyles.secondary} min-h-11 px-4 py-2 text-sm`}
        onClick={() => onAdd(product, hasShades ? colorId : null)}
      >
        Add {product.name}
      </button>
    </li>
  );
}
