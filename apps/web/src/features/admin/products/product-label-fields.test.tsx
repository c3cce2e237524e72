import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductLabelFields, type ProductLabelValues } from './product-label-fields';

function Form() {
  const [values, setValues] = useState<ProductLabelValues>({
    ingredients: '',
    nafdacNumber: '',
    confirmUnsafeIngredients: '',
    finalSale: 'false',
  });
  return <ProductLabelFields values={values} onChange={(f, v) => setValues((old) => ({ ...old, [f]: v }))} />;
}

const typeIngredients = (text: string) =>
  fireEvent.change(screen.getByLabelText('ingredients'), { target: { value: text } });

describe('ProductLabelFields', () => {
  it('takes the ingredients and the NAFDAC number under visible labels, with no warning for a clean list', () => {
    render(<Form />);
    typeIngredients('Aqua, Glycerin, Hydroquinone 2%');
    fireEvent.change(screen.getByLabelText('NAFDAC number'), { target: { value: 'A7-1234' } });
    expect(screen.getByLabelText('ingredients')).toHaveValue('Aqua, Glycerin, Hydroquinone 2%');
    expect(screen.getByLabelText('NAFDAC number')).toHaveValue('A7-1234');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns about hydroquinone above 2 % and asks the staff to confirm; a new list asks again', () => {
    render(<Form />);
    typeIngredients('Aqua, Hydroquinone (4 %)');
    expect(screen.getByRole('alert')).toHaveTextContent('4 % hydroquinone, above the 2 % NAFDAC allows');
    fireEvent.click(screen.getByRole('checkbox', { name: /publish it anyway/ }));
    expect(screen.getByRole('checkbox', { name: /publish it anyway/ })).toBeChecked();
    typeIngredients('Aqua, Hydroquinone (5 %)');
    expect(screen.getByRole('checkbox', { name: /publish it anyway/ })).not.toBeChecked();
  });

  it('warns that mercury is banned, with nothing to confirm', () => {
    render(<Form />);
    typeIngredients('Petrolatum, Mercuric chloride');
    expect(screen.getByRole('alert')).toHaveTextContent('mercury, which is banned in cosmetics in Nigeria');
    expect(screen.queryByRole('checkbox', { name: /publish it anyway/ })).not.toBeInTheDocument();
  });

  it('marks the product final sale with a labelled checkbox, and unticks it again', () => {
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'Final sale (cannot be returned)' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
