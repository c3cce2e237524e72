import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { aProduct, aShade } from '../../testing/factories';
import { ProductCard } from './product-card';

function renderCard(over: Partial<Product> = {}) {
  const onCart = vi.fn();
  const onToggleSave = vi.fn();
  render(
    <MemoryRouter>
      <ProductCard product={aProduct(over)} onCart={onCart} onToggleSave={onToggleSave} />
    </MemoryRouter>,
  );
  return { onCart, onToggleSave };
}

describe('ProductCard', () => {
  it('shows the full name linking to the product page and the naira price', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Glow Naija Shea Butter Serum' })).toHaveAttribute(
      'href',
      '/product/GN-SK-007',
    );
    expect(screen.getByText('₦12,500')).toBeInTheDocument();
  });

  it('shows a running sale as the old price struck through and the sale price, read as "Was …, now …"', async () => {
    const { onCart } = renderCard({ price: 12500, salePrice: 9900, saleEndsAt: '2030-01-01T00:00:00.000Z' });
    expect(screen.getByText('Was ₦12,500, now ₦9,900')).toBeInTheDocument();
    expect(screen.getByTestId('price-was')).toHaveTextContent('₦12,500');
    expect(screen.getByTestId('price-was').tagName).toBe('S');
    expect(screen.getByText('₦9,900')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Add .* to cart/ }));
    expect(onCart).toHaveBeenCalled();
  });

  it('marks a routine or kit with its number of steps, and no other product', () => {
    const step = { step: 'Cleanse', productId: 'GN-SK-1', name: 'Cleanser', image: null, price: 6000 };
    renderCard({ routine: { steps: [step, { ...step, step: 'Treat' }] } });
    expect(screen.getByText('Routine · 2 steps')).toBeInTheDocument();
  });

  it('shows no routine mark on a single product', () => {
    renderCard();
    expect(screen.queryByText(/Routine/)).toBeNull();
  });

  it('loads a sized, lazy picture with a srcset and falls back to the placeholder once when it fails', () => {
    renderCard();
    const img = screen.getByAltText('Glow Naija Shea Butter Serum');
    expect(img).toHaveAttribute('src', '/api/images/0123456789abcdef0123.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '200');
    expect(img.getAttribute('srcset')).toContain('-w200.webp 200w');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder-product.jpg');
    expect(img).not.toHaveAttribute('srcset');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder-product.jpg');
  });

  it('uses the placeholder when the product has no image', () => {
    renderCard({ image: null });
    expect(screen.getByAltText('Glow Naija Shea Butter Serum')).toHaveAttribute(
      'src',
      '/placeholder-product.jpg',
    );
  });

  it('hands the product to the save and cart callbacks from labelled icon buttons', async () => {
    const { onCart, onToggleSave } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save Shea Serum' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Shea Serum to cart' }));
    expect(onToggleSave).toHaveBeenCalledWith(expect.objectContaining({ productId: 'GN-SK-007' }));
    expect(onCart).toHaveBeenCalledWith(expect.objectContaining({ productId: 'GN-SK-007' }));
  });

  it('opens a shade chooser for a product with shades and adds the chosen shade', async () => {
    const ruby = aShade();
    const cocoa = aShade({ _id: 'c2', name: 'Cocoa Brown', code: '#6b3e26', inStock: false });
    const { onCart } = renderCard({ colors: [ruby, cocoa], rating: 4.5, reviewCount: 12 });
    expect(screen.getByText('2 shades')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shea Serum to cart' }));
    expect(onCart).not.toHaveBeenCalled();
    // The chooser loads with the press.
    expect(await screen.findByRole('button', { name: 'Cocoa Brown, out of stock' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Ruby Owambe' }));
    expect(onCart).toHaveBeenCalledWith(expect.objectContaining({ productId: 'GN-SK-007' }), ruby);
  });

  it('says "Out of stock" on a sold-out product and its cart icon cannot be pressed', async () => {
    const { onCart } = renderCard({ inStock: false });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const cart = screen.getByRole('button', { name: 'Add Shea Serum to cart' });
    expect(cart).toBeDisabled();
    await userEvent.click(cart);
    expect(onCart).not.toHaveBeenCalled();
  });

  it('tells how few are left at low stock and still adds', async () => {
    const { onCart } = renderCard({ lowStock: true, left: 3 });
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shea Serum to cart' }));
    expect(onCart).toHaveBeenCalled();
  });

  it('says nothing about stock when plenty is left', () => {
    renderCard();
    expect(screen.queryByTestId('card-stock')).not.toBeInTheDocument();
  });

  it("names the few left of a shade in the card's chooser", async () => {
    renderCard({ colors: [aShade({ lowStock: true, left: 2 })] });
    await userEvent.click(screen.getByRole('button', { name: 'Add Shea Serum to cart' }));
    expect(await screen.findByRole('button', { name: 'Add Ruby Owambe, only 2 left' })).toBeEnabled();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });
});
