import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../testing/factories';
import { ReceiptButton } from './receipt-button';

describe('the dashboard’s receipt button', () => {
  it('offers the PDF receipt of a paid order', () => {
    render(<ReceiptButton order={anOrder({ status: 'delivered' })} />);
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeEnabled();
  });

  it('offers none for an unpaid order', () => {
    render(<ReceiptButton order={anOrder({ status: 'pending' })} />);
    expect(screen.queryByRole('button', { name: 'Download receipt (PDF)' })).not.toBeInTheDocument();
  });
});
