import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens the dialog, as every modal of the shop is opened. */
function Page({ closeIcon }: { closeIcon?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit lipstick
      </button>
      {open && (
        <Dialog
          title="Edit Velvet Lip"
          description="Shown to shoppers at once"
          onClose={() => setOpen(false)}
          closeIcon={closeIcon}
        >
          <label>
            Name <input />
          </label>
          <button type="button">Save changes</button>
        </Dialog>
      )}
    </>
  );
}

async function open(closeIcon?: boolean) {
  const user = userEvent.setup();
  render(<Page closeIcon={closeIcon} />);
  await user.click(screen.getByRole('button', { name: 'Edit lipstick' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Velvet Lip' }) };
}

describe('the shop dialog', () => {
  it('is a modal dialog named by its heading and described by its line', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Shown to shoppers at once');
    expect(screen.getByRole('heading', { name: 'Edit Velvet Lip' })).toBeInTheDocument();
  });

  it('takes the keyboard inside and keeps it there with Tab and Shift+Tab', async () => {
    const { user } = await open();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives the keyboard back to the button that opened it', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit lipstick' })).toHaveFocus();
  });

  it('closes from its close icon', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can go without a close icon, and then starts the keyboard at the first field', async () => {
    await open(false);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
