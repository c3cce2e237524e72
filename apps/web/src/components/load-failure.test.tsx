import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared/messages';
import { AnswerError, ApiError } from '../lib/api-client';
import { LoadFailure, LoggedOnly } from './load-failure';

const refused = new ApiError(503, 'The shop is busy, try again in a moment');
const offline = new ApiError(0, 'Network error: please check your connection and try again.');

describe('the load-failure view', () => {
  it("says the storefront's 'Error: ' and the message, read out at once", () => {
    render(<LoadFailure error={refused} look="page" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: The shop is busy, try again in a moment');
  });

  it("keeps to the page's own words where the product description fixes them", () => {
    render(<LoadFailure error={refused} fallback="Failed to fetch orders" words="page" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch orders$/);
  });

  it("tells the server's message, and the page's words when the server never answered", () => {
    const { rerender } = render(
      <LoadFailure error={refused} fallback="Failed to fetch products" words="server" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
    rerender(<LoadFailure error={offline} fallback="Failed to fetch products" words="server" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch products$/);
  });

  it('tells an unreadable answer for what it is, but never a bug’s own message', () => {
    const { rerender } = render(<LoadFailure error={new AnswerError('Users must be an array')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Users must be an array');
    rerender(<LoadFailure error={new TypeError("Cannot read properties of undefined (reading 'x')")} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.somethingWentWrong);
  });

  it('logs a failure the page does not show, and shows nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<LoggedOnly error={refused} />);
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalledWith(refused);
    log.mockRestore();
  });
});
