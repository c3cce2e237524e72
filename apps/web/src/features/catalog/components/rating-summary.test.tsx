import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { RatingSummary } from './rating-summary';

const review = (rating: number, i: number): Review => ({
  _id: `r${i}`,
  rating,
  name: 'Ada',
  review: 'Nice',
  createdAt: '2025-01-01T00:00:00.000Z',
  productId: 'GN-MU-001',
  verified: false,
  productName: 'Velvet Lip',
});

describe('RatingSummary', () => {
  it('shows the average to one decimal, the review count and each star’s share', () => {
    render(<RatingSummary reviews={[5, 5, 4].map(review)} />);
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('Based on 3 review(s)')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '5 star reviews' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('meter', { name: '4 star reviews' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('meter', { name: '1 star reviews' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows 0.0 and empty bars with no reviews', () => {
    render(<RatingSummary reviews={[]} />);
    expect(screen.getByText('0.0')).toBeInTheDocument();
    expect(screen.getByText('Based on 0 review(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('meter').map((m) => m.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  });
});
