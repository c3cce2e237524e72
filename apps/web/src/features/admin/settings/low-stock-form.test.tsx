import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/shared/settings/settings-schemas';
import { renderInAdmin, bodiesSent } from '../../../testing/render-in-admin';
import { stubApi } from '../../../testing/stub-api';
import { LowStockForm } from './low-stock-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm(level = 5) {
  renderInAdmin(<LowStockForm level={level} />);
}
const sent = () => bodiesSent('PUT');

describe('the low-stock level in the settings tab', () => {
  beforeEach(() => localStorage.setItem('token', 'token-admin'));
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('shows the stored level and saves a new one', async () => {
    const user = userEvent.setup();
    stubApi({
      'PUT /admin/settings': () => [
        200,
        {
          settings: { ...DEFAULT_SHOP_SETTINGS, stock: { lowStockLevel: 3 } },
          updatedAt: null,
          updatedBy: null,
        },
      ],
    });
    renderForm(5);
    const field = screen.getByLabelText('Low-stock level');
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(sent()).toEqual([{ stock: { lowStockLevel: 3 } }]);
  });

  it('refuses a level that is not a whole number from 0, without asking the server', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderForm(5);
    const field = screen.getByLabelText('Low-stock level');
    await user.clear(field);
    await user.type(field, '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the low-stock level as a whole number from 0 to 1000000'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });
});
