import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { ProductReviews } from './product-reviews';

const review = (id: string, name: string, photos: Review['photos'] = []): Review => ({
  _id: id,
  rating: 5,
  name,
  review: `Review by ${name}`,
  createdAt: '2025-01-01T00:00:00.000Z',
  productId: 'GN-SK-001',
  verified: true,
  skinType: null,
  photos,
  productName: 'Glow Serum',
});
const photo = { id: 'p1', small: '/api/images/a-w400.webp', large: '/api/images/a.webp', hidden: false };
const withPhoto = review('r1', 'Ifeoma N.', [photo]);
const plain = review('r2', 'Bisi A.');

afterEach(() => vi.unstubAllGlobals());

describe('ProductReviews', () => {
  it('narrows to reviews with photos while the toggle she pressed keeps her focus', async () => {
    const fetch = vi.fn((url: string) => {
      const query = new URL(url, 'http://shop.test').searchParams;
      const items = query.get('withPhotos') === '1' ? [withPhoto] : [withPhoto, plain];
      return Promise.resolve(
        new Response(JSON.stringify(items), { headers: { 'X-Total-Count': String(items.length) } }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ProductReviews productId="GN-SK-001" first={{ items: [withPhoto, plain], total: 2 }} />);
    const region = screen.getByRole('region', { name: 'Reviews' });
    const toggle = screen.getByRole('button', { name: 'With photos' });
    await user.click(toggle);
    await within(region).findByText('Ifeoma N.');
    await vi.waitFor(() => expect(within(region).queryByText('Bisi A.')).toBeNull());
    expect(fetch.mock.calls[0]![0]).toContain('withPhotos=1');
    // The same section and button, still in the page: nothing was drawn afresh under her.
    expect(screen.getByRole('region', { name: 'Reviews' })).toBe(region);
    expect(toggle.isConnected).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(toggle);
  }, 20_000);
});
