import { useId } from 'react';
import { PRODUCT_TYPES, productTypeLabel } from '@shop/shared/catalog/product-types';
import { FieldError, describedProps } from '../../../components/form/field-error';
import type { FieldErrors } from '../../../components/form/field-errors';
import { fieldStyles } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { SaleValues } from './sale-fields';
import type { ProductLabelValues } from './product-label-fields';
import type { ProductSkinValues } from './product-skin-fields';

export type ProductTextValues = {
  name: string;
  fullname: string;
  price: string;
  inStock: string;
  category: string;
  /** A type of the category (lips, cleanse…), or '' for none. */
  type: string;
  description: string;
} & ProductLabelValues &
  SaleValues &
  ProductSkinValues;

const typesOf = (category: string) =>
  category === 'makeup' || category === 'skincare' ? PRODUCT_TYPES[category] : [];

type Props = {
  values: ProductTextValues;
  onChange: (field: keyof ProductTextValues, value: string) => void;
  /** The add form sends true/false, the edit form yes/no. */
  stockOptions: readonly { value: string; label: string }[];
  /** The edit form marks its required fields with an asterisk. */
  markRequired?: boolean;
  /** Each field's message from the shared product schema (or the server). */
  errors?: FieldErrors;
};

/**
 * Name, full name, price, inStock, category, type and description, each with its visible label.
 * The type follows the category: it offers that category's types, and a change of category drops
 * a type the new one does not have.
 */
export function ProductTextFields({
  values,
  onChange,
  stockOptions,
  markRequired = false,
  errors = {},
}: Props) {
  const descriptionId = useId();
  const star = markRequired ? ' *' : '';
  const field = (name: keyof ProductTextValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={`name${star}`} {...field('name')} autoComplete="off" />
      <TextField label={`full name${star}`} {...field('fullname')} autoComplete="off" />
      <TextField
        label={`price (₦)${star}`}
        {...field('price')}
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
      />
      <SelectField label="inStock" {...field('inStock')}>
        {stockOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="category"
        {...field('category')}
        onChange={(e) => {
          const category = e.target.value;
          onChange('category', category);
          if (values.type && !(typesOf(category) as readonly string[]).includes(values.type))
            onChange('type', '');
        }}
      >
        <option value="select">select</option>
        <option value="makeup">makeup</option>
        <option value="skincare">skincare</option>
      </SelectField>
      <SelectField label="type" {...field('type')} disabled={typesOf(values.category).length === 0}>
        <option value="">
          {typesOf(values.category).length === 0 ? 'choose a category first' : 'no type'}
        </option>
        {typesOf(values.category).map((t) => (
          <option key={t} value={t}>
            {productTypeLabel(t)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <label htmlFor={descriptionId} className={fieldStyles.label}>
          description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={4}
          value={values.description}
          onChange={(e) => onChange('description', e.target.value)}
          className={fieldStyles.box}
          {...describedProps(descriptionId, errors.description)}
        />
        <FieldError fieldId={descriptionId} message={errors.description} />
      </div>
    </div>
  );
}
