import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTotals } from './order-totals';

const quote = {
  subtotal: 18000,
  discount: 0,
  transportCost: 7000,
  amount: 25000,
  freeDeliveryOver: 20000,
  freeDeliveryShortfall: 2000,
  discountCode: null,
};

describe('the cart’s totals', () => {
  it('shows the server’s figures and how much more buys free delivery', () => {
    render(<OrderTotals subtotal={18000} quote={quote} transportChosen />);
    expect(screen.getByText('₦25,000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Add ₦2,000 more for free delivery');
  });

  it('says free delivery once it is reached, and the transport line is free', () => {
    const free = { ...quote, subtotal: 24000, transportCost: 0, amount: 24000, freeDeliveryShortfall: 0 };
    render(<OrderTotals subtotal={24000} quote={free} transportChosen />);
    expect(screen.getByRole('status')).toHaveTextContent('Free delivery');
    expect(screen.getByText('₦0')).toBeInTheDocument();
  });

  it('says nothing of free delivery when the shop has none, and the cart’s subtotal until the first answer', () => {
    render(<OrderTotals subtotal={8500} quote={null} transportChosen={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByText('₦8,500')).toHaveLength(2);
  });
});
