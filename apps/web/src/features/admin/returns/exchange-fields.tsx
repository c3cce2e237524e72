import { useState } from 'react';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { fieldStyles } from '../../../components/form/field-styles';
import { ApiError } from '../../../lib/api-client';
import { getProduct } from '../../../lib/get-product';

type Choice = { productId: string; colorId: string };

/**
 * An exchange: staff type the product's code, pick its shade, and send it instead. The server
 * prices it, moves the stock both ways and refunds any difference (decision 52).
 */
export function ExchangeFields({
  value,
  onChange,
  busy,
  onExchange,
}: {
  value: Choice;
  onChange: (next: Choice) => void;
  busy: boolean;
  onExchange: () => void;
}) {
  const [product, setProduct] = useState<Product | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function find(code: string) {
    onChange({ productId: code, colorId: '' });
    setProduct(null);
    setProblem(null);
    if (!code.trim()) return;
    try {
      const found = await getProduct(code.trim());
      setProduct(found);
      onChange({ productId: found.productId, colorId: found.colors[0]?._id ?? '' });
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 404 ? 'No product with that code' : 'Could not find it',
      );
    }
  }

  return (
    <fieldset className="space-y-2 rounded-[12px] border border-plum/15 p-3">
      <legend className="px-1 text-sm font-semibold">Exchange for another product or shade</legend>
      <label className="block">
        <span className={fieldStyles.label}>Product code</span>
        <input
          className={fieldStyles.box}
          defaultValue={value.productId}
          onBlur={(e) => void find(e.target.value)}
          placeholder="GN-MU-001"
        />
      </label>
      {problem && <p className="text-sm text-alert">{problem}</p>}
      {product && <p className="text-sm">{product.name}</p>}
      {product && product.colors.length > 0 && (
        <label className="block">
          <span className={fieldStyles.label}>Shade</span>
          <select
            className={fieldStyles.box}
            value={value.colorId}
            onChange={(e) => onChange({ ...value, colorId: e.target.value })}
          >
            {product.colors.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        disabled={busy || !product}
        onClick={onExchange}
        className="min-h-11 rounded-full border border-plum px-4 py-2 text-sm font-semibold text-plum hover:bg-plum hover:text-ivory disabled:opacity-50"
      >
        Exchange
      </button>
    </fieldset>
  );
}
