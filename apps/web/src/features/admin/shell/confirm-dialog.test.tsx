import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const ask = (danger: boolean) =>
  render(
    <ConfirmDialog
      title="Delete this product?"
      description="Shea Glow Balm"
      confirmLabel="Delete product"
      danger={danger}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />,
  );

// Two background utilities on one button are decided by the style sheet's order, where plum comes
// after alert: a red button must carry no plum background at all.
const backgrounds = (element: HTMLElement) => [...element.classList].filter((c) => /^bg-(?!opacity)/.test(c));

describe('the confirm dialog', () => {
  it('shows a step that cannot be undone on a red button, with no plum background to win over it', () => {
    ask(true);
    expect(backgrounds(screen.getByRole('button', { name: 'Delete product' }))).toEqual(['bg-alert']);
  });

  it('shows any other step on the plum primary button', () => {
    ask(false);
    expect(backgrounds(screen.getByRole('button', { name: 'Delete product' }))).toEqual(['bg-plum']);
  });
});
