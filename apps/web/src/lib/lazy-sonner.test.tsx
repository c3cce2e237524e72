import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './lazy-sonner';

describe('toasts with sonner loaded on demand', () => {
  it('shows a toast raised before sonner has loaded, and replaces a loading toast by its id', async () => {
    render(<Toaster />);
    let id: string | number = '';
    act(() => {
      id = toast.loading('Deleting…');
    });
    // The first toast waits for sonner's module to load.
    expect(await screen.findByText('Deleting…', {}, { timeout: 5000 })).toBeInTheDocument();
    act(() => {
      toast.success('Deleted', { id });
    });
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByText('Deleting…')).not.toBeInTheDocument();
  });
});
