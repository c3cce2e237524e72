import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/shared/settings/settings-schemas';
import { renderInAdmin, bodiesSent } from '../../../testing/render-in-admin';
import { stubApi } from '../../../testing/stub-api';
import { NewOrderEmailForm } from './new-order-email-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm(on = true) {
  renderInAdmin(<NewOrderEmailForm on={on} />);
}
const sent = () => bodiesSent('PUT');

describe('the new-order e-mail in the settings tab', () => {
  beforeEach(() => localStorage.setItem('token', 'token-admin'));
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('shows the stored choice and turns the e-mails off', async () => {
    const user = userEvent.setup();
    stubApi({
      'PUT /admin/settings': () => [
        200,
        {
          settings: { ...DEFAULT_SHOP_SETTINGS, notifications: { newOrderEmail: false } },
          updatedAt: null,
          updatedBy: null,
        },
      ],
    });
    renderForm(true);
    const box = screen.getByRole('checkbox', { name: 'E-mail the shop at each new order' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/SHOP_EMAIL/);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(sent()).toEqual([{ notifications: { newOrderEmail: false } }]);
  });
});
