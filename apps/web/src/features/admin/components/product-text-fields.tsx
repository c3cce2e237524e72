import { useId } from 'react';
import { inputClass, labelClass } from './form-styles';

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
};

/** Name, full name, price, inStock, category and description, each with its visible label. */
export function ProductTextFields({ values, onChange, stockOptions, markRequired = false }: Props) {
  const id = useId();
  const star = markRequired ? ' *' : '';
  const field = (name: keyof ProductTextValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    className: inputClass,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>{`name${star}`}</label>
        <input {...field('name')} autoComplete="off" />
      </div>
      <div>
        <label htmlFor={`${id}-fullname`} className={labelClass}>{`full name${star}`}</label>
        <input {...field('fullname')} autoComplete="off" />
      </div>
      <div>
        <label htmlFor={`${id}-price`} className={labelClass}>{`price (₦)${star}`}</label>
        <input {...field('price')} type="number" inputMode="decimal" min="0" step="any" />
      </div>
      <div>
        <label htmlFor={`${id}-inStock`} className={labelClass}>
          inStock
        </label>
        <select {...field('inStock')}>
          {stockOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-category`} className={labelClass}>
          category
        </label>
        <select {...field('category')}>
          <option value="select">select</option>
          <option value="makeup">makeup</option>
          <option value="skincare">skincare</option>
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-description`} className={labelClass}>
          description
        </label>
        <textarea {...field('description')} rows={4} />
      </div>
    </div>
  );
}
