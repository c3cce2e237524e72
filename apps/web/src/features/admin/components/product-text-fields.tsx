import { useId } from 'react';
import { FieldError, describedProps } from '../../../components/form/field-error';
import type { FieldErrors } from '../../../components/form/field-errors';
import { fieldStyles } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

export type ProductTextValues = {
  name: string;
  fullname: string;
  price: string;
  inStock: string;
  category: string;
  description: string;
};

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

/** Name, full name, price, inStock, category and description, each with its visible label. */
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
      <SelectField label="category" {...field('category')} className="sm:col-span-2">
        <option value="select">select</option>
        <option value="makeup">makeup</option>
        <option value="skincare">skincare</option>
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
