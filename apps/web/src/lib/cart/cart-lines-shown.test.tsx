import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { codeAfterCartLinesShown, useMarkCartLinesShown } from './cart-lines-shown';

function Lines() {
  useMarkCartLinesShown();
  return <p>the lines</p>;
}

describe('code drawn after the cart’s lines', () => {
  it('is asked for once wanted and the lines are shown, never for a cart that does not want it', async () => {
    const load = vi.fn(async () => ({}));
    const unwanted = vi.fn(async () => ({}));
    const code = codeAfterCartLinesShown(load);
    const emptyCartsCode = codeAfterCartLinesShown(unwanted);

    code.want();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).not.toHaveBeenCalled(); // the lines are not on screen yet

    render(<Lines />);
    await waitFor(() => expect(code.settled).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(unwanted).not.toHaveBeenCalled();
    expect(emptyCartsCode.settled).toBe(false);
  });
});
