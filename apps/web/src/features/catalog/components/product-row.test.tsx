import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { ProductRow } from './product-row';

const card = (productId: string, name: string): Product => ({
  _id: `id-${productId}`,
  productId,
  name,
  fullname: `Glow Naija ${name}`,
  description: '',
  category: 'skincare',
  price: 5000,
  image: null,
  inStock: true,
  colors: [],
});
const actions = { isSaved: () => false, onCart: () => {}, onToggleSave: () => {} };

describe('a row of cards on the product page', () => {
  it('shows its title and the products as cards', () => {
    render(
      <MemoryRouter>
        <ProductRow
          id="pairs"
          title="Pairs well with"
          products={[card('GN-SK-002', 'Glow Toner'), card('GN-SK-003', 'Glow Cream')]}
          actions={actions}
        />
      </MemoryRouter>,
    );
    const row = screen.getByRole('region', { name: 'Pairs well with' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    expect(row).toHaveTextContent('Glow Toner');
    expect(row).toHaveTextContent('Glow Cream');
  });

  it('is not shown at all when empty', () => {
    const { container } = render(
      <ProductRow id="bought" title="Customers also bought" products={[]} actions={actions} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
