import { useId } from 'react';
import {
  PRODUCT_TYPES,
  TYPED_CATEGORIES,
  isProductType,
  productTypeLabel,
} from '@shop/shared/catalog/product-types';
import {
  SKIN_CONCERNS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  isSkinConcern,
  isSkinType,
} from '@shop/shared/products/skin';
import { Link } from 'react-router';
import { readShadeParam, shadeParam, shadeProfileLabel } from '@shop/shared/products/shade';
import { useMyShade } from '../../../lib/shade/my-shade';
import { activeFilters, type ListingScope, type ListingState } from '../listing-params';
import { listingControlStyle as control } from './listing-control-style';

/**
 * The listing's filter panel: the product type, the skin type and concern (skincare and the search
 * page: make-up names none), in stock only, a naira price range, and "Clear filters".
 */
export function ListingFilters({
  category,
  value,
  onChange,
}: {
  category: ListingScope;
  value: ListingState;
  onChange: (change: Partial<ListingState>, how: 'typing' | 'choice') => void;
}) {
  const active = activeFilters(value);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4 rounded-[12px] bg-nude p-4">
      <TypeChoice category={category} value={value.type} onChange={(type) => onChange({ type }, 'choice')} />
      {category !== 'makeup' && (
        <>
          <SkinChoice
            label="Skin type"
            any="All skin types"
            options={SKIN_TYPES.map((t) => [t, SKIN_TYPE_LABELS[t]])}
            value={value.skinType}
            onChange={(v) => onChange({ skinType: isSkinType(v) ? v : '' }, 'choice')}
          />
          <SkinChoice
            label="Concern"
            any="All concerns"
            options={SKIN_CONCERNS.map((c) => [c, SKIN_CONCERN_LABELS[c]])}
            value={value.concern}
            onChange={(v) => onChange({ concern: isSkinConcern(v) ? v : '' }, 'choice')}
          />
        </>
      )}
      {category !== 'skincare' && (
        <ShadeChoice value={value.shade} onChange={(shade) => onChange({ shade }, 'choice')} />
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={value.inStock}
          onChange={(e) => onChange({ inStock: e.target.checked }, 'choice')}
          className="size-5 accent-plum"
        />
        In stock only
      </label>
      <fieldset className="flex items-end gap-2">
        <legend className="mb-1 text-sm font-semibold">Price (₦)</legend>
        <PriceBound
          label="Minimum price in naira"
          placeholder="Min"
          value={value.min}
          onChange={(min) => onChange({ min }, 'typing')}
        />
        <span aria-hidden="true" className="pb-3">
          –
        </span>
        <PriceBound
          label="Maximum price in naira"
          placeholder="Max"
          value={value.max}
          onChange={(max) => onChange({ max }, 'typing')}
        />
      </fieldset>
      {active > 0 && (
        <button
          type="button"
          onClick={() =>
            onChange(
              { inStock: false, min: '', max: '', type: '', skinType: '', concern: '', shade: '' },
              'choice',
            )
          }
          className="min-h-11 text-sm font-semibold text-rose underline"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

/** One end of the price range: a short numeric box, named for screen readers under the legend. */
function PriceBound({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${control} w-28`}
      />
    </>
  );
}

/** The product type: a listing offers its category's types, the search page both lists, grouped. */
function TypeChoice({
  category,
  value,
  onChange,
}: {
  category: ListingScope;
  value: ListingState['type'];
  onChange: (type: ListingState['type']) => void;
}) {
  const id = useId();
  const options = (category: keyof typeof PRODUCT_TYPES) =>
    PRODUCT_TYPES[category].map((t) => (
      <option key={t} value={t}>
        {productTypeLabel(t)}
      </option>
    ));
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-semibold">
        Type
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(isProductType(e.target.value) ? e.target.value : '')}
        className={`${control} w-44`}
      >
        <option value="">All types</option>
        {category
          ? options(category)
          : TYPED_CATEGORIES.map((c) => (
              <optgroup key={c} label={c === 'makeup' ? 'Makeup' : 'Skincare'}>
                {options(c)}
              </optgroup>
            ))}
      </select>
    </div>
  );
}

/** One of the skin filters: a labelled select, '' for any. */
function SkinChoice({
  label,
  any,
  options,
  value,
  onChange,
}: {
  label: string;
  any: string;
  options: [string, string][];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${control} w-44`}>
        <option value="">{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Only my shade" (decision 57): her kept shade, or the one the address names; without either, the
 * way to the shade finder.
 */
function ShadeChoice({ value, onChange }: { value: string; onChange: (shade: string) => void }) {
  const mine = useMyShade();
  const shade = readShadeParam(value) ?? mine;
  if (!shade)
    return (
      <Link
        to="/shade-finder"
        className="flex min-h-11 items-center text-sm font-semibold text-rose-dark underline"
      >
        Find your shade
      </Link>
    );
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        checked={value !== ''}
        onChange={(e) => onChange(e.target.checked ? shadeParam(shade) : '')}
        className="size-5 accent-plum"
      />
      Only my shade <span className="font-normal text-plum/80">({shadeProfileLabel(shade)})</span>
    </label>
  );
}
