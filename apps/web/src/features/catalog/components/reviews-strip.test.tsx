import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { ReviewsStrip } from './reviews-strip';

const review = (over: Partial<Review>): Review => ({
  _id: 'r1',
  rating: 4,
  name: 'Adaeze O.',
  review: 'Nice',
  createdAt: '2025-01-01T00:00:00.000Z',
  productId: 'GN-MU-001',
  verified: true,
  skinType: null,
  photos: [],
  productName: 'Velvet Lip',
  ...over,
});

describe('ReviewsStrip', () => {
  it('labels a buyer’s review and shows HTML and links as the words written', () => {
    const text = '<img src=x onerror=alert(1)> <b>bold</b> https://example.com';
    const { container } = render(
      <ReviewsStrip
        reviews={[review({ review: text }), review({ _id: 'r2', name: 'Demo', verified: false })]}
      />,
    );
    const [mine, demo] = screen.getAllByRole('listitem');
    expect(within(mine!).getByText('Verified buyer')).toBeTruthy();
    expect(within(demo!).queryByText('Verified buyer')).toBeNull();
    expect(within(mine!).getByText(text)).toBeTruthy();
    expect(container.querySelector('img, b, a')).toBeNull();
  });

  it("shows a review's photos as lazy thumbnails named for who and what, opening larger; Escape closes and focus returns", async () => {
    const user = userEvent.setup();
    const photo = {
      id: 'p1',
      small: '/api/images/0123456789abcdef0123-w400.webp',
      large: '/api/images/0123456789abcdef0123.webp',
      hidden: false,
    };
    render(<ReviewsStrip reviews={[review({ name: 'Adaeze O.', skinType: 'oily', photos: [photo] })]} />);
    const thumb = screen.getByRole('img', { name: 'Photo by Adaeze of Velvet Lip' });
    expect(thumb.getAttribute('loading')).toBe('lazy');
    expect(thumb.getAttribute('src')).toBe('/api/images/0123456789abcdef0123-w400.webp');
    expect(screen.getByText('Oily skin')).toBeTruthy();

    const open = screen.getByRole('button', { name: 'Open larger: Photo by Adaeze of Velvet Lip' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photo by Adaeze of Velvet Lip' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/api/images/0123456789abcdef0123.webp');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
