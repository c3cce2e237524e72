import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aProduct, aShade } from '../../../testing/factories';
import { ProductDetails } from './product-details';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

const PRODUCT_IMAGE = 'aaaaaaaaaaaaaaaaaaaa.webp';
const RUBY_IMAGE = 'bbbbbbbbbbbbbbbbbbbb.webp';
const product = aProduct({
  productId: 'GN-MU-001',
  name: 'Velvet Lip',
  fullname: 'Glow Naija Velvet Lip',
  category: 'makeup',
  image: PRODUCT_IMAGE,
  colors: [
    aShade({ name: 'Ruby red', image: RUBY_IMAGE }),
    aShade({ _id: 'c2', name: 'Cocoa', code: '#6f4e37' }),
  ],
});

function renderPage() {
  const store = testStores();
  render(
    <AppStoresProvider stores={store}>
      <MemoryRouter>
        <ProductDetails product={product} rating={null} />
      </MemoryRouter>
    </AppStoresProvider>,
  );
  return () => screen.getByRole('img', { name: /Glow Naija Velvet Lip/ });
}

describe('ProductDetails shade pictures', () => {
  it('swaps the big picture to the chosen shade’s, with its srcset, and falls back to the product’s', () => {
    const image = renderPage();
    expect(image().getAttribute('src')).toMatch(/aaaaaaaaaaaaaaaaaaaa\.webp$/);

    fireEvent.click(screen.getByRole('button', { name: 'Ruby red' }));
    expect(image().getAttribute('src')).toMatch(/bbbbbbbbbbbbbbbbbbbb\.webp$/);
    expect(image().getAttribute('srcset')).toContain('bbbbbbbbbbbbbbbbbbbb-w400.webp 400w');
    expect(image()).toHaveAttribute('alt', 'Glow Naija Velvet Lip in Ruby red');
    expect(image()).toHaveAttribute('width', '800');

    // A shade without its own picture shows the product's.
    fireEvent.click(screen.getByRole('button', { name: 'Cocoa' }));
    expect(image().getAttribute('src')).toMatch(/aaaaaaaaaaaaaaaaaaaa\.webp$/);
  });
});
