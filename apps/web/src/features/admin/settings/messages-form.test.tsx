import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/shared/settings/settings-schemas';
import { renderInAdmin, bodiesSent } from '../../../testing/render-in-admin';
import { stubApi } from '../../../testing/stub-api';
import { MessagesForm } from './messages-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm(configured = { whatsapp: true, sms: false }) {
  const element = <MessagesForm initial={DEFAULT_SHOP_SETTINGS.messages} configured={configured} />;
  renderInAdmin(element);
}
const sent = () => bodiesSent<{ messages: Record<string, unknown> }>('PUT');
const saved = (): [number, unknown] => [
  200,
  { settings: DEFAULT_SHOP_SETTINGS, updatedAt: null, updatedBy: null },
];

describe('the Messages section of the settings tab', () => {
  beforeEach(() => localStorage.setItem('token', 'token-admin'));
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('turns WhatsApp on, names a template (its parameters in order beside it) and says which has quick replies', async () => {
    const user = userEvent.setup();
    stubApi({ 'PUT /admin/settings': saved });
    renderForm();
    const whatsapp = screen.getByRole('checkbox', { name: 'Send order messages by WhatsApp' });
    expect(whatsapp).not.toBeChecked();
    const sms = screen.getByRole('checkbox', { name: 'Send order messages by SMS (Termii)' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(/set TERMII_API_KEY and TERMII_SENDER_ID first/);
    const shipped = screen.getByRole('textbox', { name: 'Shipped: template name' });
    expect(shipped).toHaveAccessibleDescription(
      'Parameters in order: customer name, order number, courier, tracking link or number, link',
    );
    await user.click(whatsapp);
    await user.click(shipped);
    await user.paste('order_shipped');
    const language = screen.getByRole('textbox', { name: 'Shipped: language' });
    await user.clear(language);
    await user.paste('en_GB');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Its template has Confirm and Cancel quick-reply buttons, in that order (the shopper answers with a tap)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save messages' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    const [body] = sent();
    expect(body!.messages).toMatchObject({
      whatsapp: true,
      sms: false,
      templates: {
        shipped: { name: 'order_shipped', language: 'en_GB' },
        delivered: { name: '', language: 'en' },
        'confirmed-on-delivery': { quickReplies: true },
      },
    });
  }, 15_000);

  it("shows the server's refusal by the channel", async () => {
    const user = userEvent.setup();
    const refusal =
      'WhatsApp cannot be turned on: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID on the server first';
    stubApi({ 'PUT /admin/settings': () => [400, { message: refusal, field: 'messages.whatsapp' }] });
    renderForm({ whatsapp: true, sms: true });
    await user.click(screen.getByRole('checkbox', { name: 'Send order messages by WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Save messages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(toast.error).toHaveBeenCalledWith(refusal);
  });
});
