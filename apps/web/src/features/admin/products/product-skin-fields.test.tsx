import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductSkinFields, type ProductSkinValues } from './product-skin-fields';

function Form({ initial, seen }: { initial: ProductSkinValues; seen: ProductSkinValues[] }) {
  const [values, setValues] = useState(initial);
  return (
    <ProductSkinFields
      values={values}
      onChange={(field, value) =>
        setValues((v) => {
          const next = { ...v, [field]: value };
          seen.push(next);
          return next;
        })
      }
      errors={{ concerns: 'concerns must be among hyperpigmentation, acne' }}
    />
  );
}

describe('the product form’s skin ticks', () => {
  it('ticks labelled skin types and concerns into the lists the server reads, in the shop’s order', async () => {
    const seen: ProductSkinValues[] = [];
    render(<Form initial={{ skinTypes: 'combination', concerns: '' }} seen={seen} />);
    const person = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Good for skin types' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Combination' })).toBeChecked();
    await person.click(screen.getByRole('checkbox', { name: 'Oily' }));
    await person.click(screen.getByRole('checkbox', { name: 'Sun protection' }));
    await person.click(screen.getByRole('checkbox', { name: 'Acne' }));
    expect(seen.at(-1)).toEqual({ skinTypes: 'oily,combination', concerns: 'acne,sun-protection' });
    await person.click(screen.getByRole('checkbox', { name: 'Combination' }));
    expect(seen.at(-1)!.skinTypes).toBe('oily');
    expect(screen.getByText('concerns must be among hyperpigmentation, acne')).toBeInTheDocument();
  });
});
