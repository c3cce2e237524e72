import { render, screen, within } from '@testing-library/react';
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
});
