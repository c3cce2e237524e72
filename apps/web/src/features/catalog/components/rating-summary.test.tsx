import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summariseRatings } from '@shop/shared/catalog/rating';
import { RatingSummary } from './rating-summary';

describe('RatingSummary', () => {
  it('shows the average to one decimal, the review count and each star’s share', () => {
    render(<RatingSummary summary={summariseRatings([5, 5, 4])} />);
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('Based on 3 review(s)')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '5 star reviews' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('meter', { name: '4 star reviews' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('meter', { name: '1 star reviews' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows 0.0 and empty bars with no reviews', () => {
    render(<RatingSummary summary={summariseRatings([])} />);
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

  it('keeps its place, contents hidden, until the summary arrives', () => {
    render(<RatingSummary summary={null} />);
    expect(screen.getByRole('region', { name: 'Rating summary' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('meter')).toHaveLength(0);
  });
});
