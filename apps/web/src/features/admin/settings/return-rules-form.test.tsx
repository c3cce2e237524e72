import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/shared/settings/settings-schemas';
import { bodiesSent, renderInAdmin } from '../../../testing/render-in-admin';
import { stubApi } from '../../../testing/stub-api';
import { ReturnRulesForm } from './return-rules-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm() {
  renderInAdmin(<ReturnRulesForm initial={{ windowDays: 7, rules: 'Unopened items only' }} />);
}
const sent = () => bodiesSent('PUT');

describe('the return window and rules in the settings tab', () => {
  beforeEach(() => localStorage.setItem('token', 'token-admin'));
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('shows the stored window and rules and saves new ones', async () => {
    const user = userEvent.setup();
    const returns = { windowDays: 14, rules: 'Unopened items, in their box' };
    stubApi({
      'PUT /admin/settings': () => [
        200,
        { settings: { ...DEFAULT_SHOP_SETTINGS, returns }, updatedAt: null, updatedBy: null },
      ],
    });
    renderForm();
    const days = screen.getByLabelText('Returns accepted for (days after delivery)');
    const rules = screen.getByLabelText('Return rules shown to shoppers');
    expect(days).toHaveValue('7');
    expect(rules).toHaveValue('Unopened items only');
    await user.clear(days);
    await user.type(days, '14');
    await user.clear(rules);
    await user.type(rules, 'Unopened items, in their box');
    await user.click(screen.getByRole('button', { name: 'Save return rules' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(sent()).toEqual([{ returns }]);
  });

  it('refuses a window that is not whole days from 0 to 365, without asking the server', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderForm();
    const days = screen.getByLabelText('Returns accepted for (days after delivery)');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save return rules' }));
    expect(await screen.findByText('Enter the return window as whole days from 0 to 365')).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    stubApi({
      'PUT /admin/settings': () => [
        400,
        { message: 'Write the return rules in at most 500 characters', field: 'returns.rules' },
      ],
    });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save return rules' }));
    expect(await screen.findByText('Write the return rules in at most 500 characters')).toBeVisible();
    expect(screen.getByLabelText('Return rules shown to shoppers')).toHaveAttribute('aria-invalid', 'true');
  });
});
