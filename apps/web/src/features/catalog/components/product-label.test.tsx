import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../testing/factories';
import { ProductLabel } from './product-label';

describe('ProductLabel', () => {
  it('shows the NAFDAC number, the free-of facts and the ingredients under "Ingredients"', () => {
    render(
      <ProductLabel
        product={aProduct({
          ingredients: 'Aqua, Niacinamide, Shea Butter',
          nafdacNumber: 'A7-1234',
          freeOf: ['hydroquinone', 'mercury', 'fragrance', 'alcohol'],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Ingredients' });
    expect(section).toHaveTextContent('NAFDAC No. A7-1234');
    expect(section).toHaveTextContent('Free of: hydroquinone, mercury, fragrance, alcohol');
    expect(section).toHaveTextContent('Aqua, Niacinamide, Shea Butter');
  });

  it('claims nothing free-of without an ingredients list, and shows nothing without a label', () => {
    const { rerender } = render(
      <ProductLabel product={aProduct({ ingredients: '', nafdacNumber: '02-1234L', freeOf: [] })} />,
    );
    expect(screen.getByText('NAFDAC No. 02-1234L')).toBeInTheDocument();
    expect(screen.queryByText(/Free of/)).not.toBeInTheDocument();
    rerender(<ProductLabel product={aProduct()} />);
    expect(screen.queryByRole('region', { name: 'Ingredients' })).not.toBeInTheDocument();
  });
});
