import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import type { FieldErrors } from '../../../components/form/field-errors';
import { TextField } from '../../../components/form/text-field';

export type SaleValues = {
  /** Naira as typed; '' for no sale. */
  salePrice: string;
  /** When the sale ends as the server reads it (ISO 8601 with its zone), or '' for none. */
  saleEndsAt: string;
};

/** An instant as a `datetime-local` input shows it: the staff member's own clock, to the minute. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (the browser's zone) as an instant with its zone, which the server requires. */
export function instantOf(local: string): string {
  const date = new Date(local);
  return local === '' || Number.isNaN(date.getTime()) ? local : date.toISOString();
}

type Props = {
  values: SaleValues;
  onChange: (field: keyof SaleValues, value: string) => void;
  errors?: FieldErrors;
};

/**
 * A sale (decision 60): a price below the normal one until a date and time; clearing the sale price
 * ends the sale at once. The server charges it while it runs and checks both fields again.
 */
// Its label never holds the words "price (₦)": that is the product description's own field's label, which people
// and tests find by those words.
export function SaleFields({ values, onChange, errors = {} }: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-plum">Sale</legend>
      <TextField
        label="on sale for (₦)"
        name="salePrice"
        inputMode="decimal"
        value={values.salePrice}
        error={errors.salePrice}
        hint="Below the price; empty for no sale"
        autoComplete="off"
        onChange={(e) => onChange('salePrice', e.target.value)}
      />
      <TextField
        label="sale ends"
        name="saleEndsAtLocal"
        type="datetime-local"
        value={localInputValue(values.saleEndsAt)}
        error={errors.saleEndsAt}
        hint="Your time; the old price comes back then"
        onChange={(e) => onChange('saleEndsAt', instantOf(e.target.value))}
      />
    </fieldset>
  );
}

/** The form's sale values of a saved product: its sale while it runs, else empty. */
export function saleValuesOf(product: Pick<AdminProduct, 'salePrice' | 'saleEndsAt'>): SaleValues {
  const runs =
    product.salePrice !== null && product.saleEndsAt !== null && Date.parse(product.saleEndsAt) > Date.now();
  return runs
    ? { salePrice: String(product.salePrice), saleEndsAt: product.saleEndsAt! }
    : { salePrice: '', saleEndsAt: '' };
}
