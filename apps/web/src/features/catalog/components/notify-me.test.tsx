import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { aProduct, aShade } from '../../../testing/factories';
import NotifyMe from './notify-me';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

const soldOutShade = aProduct({
  colors: [aShade({ _id: 'c1', name: 'Ruby red' }), aShade({ _id: 'c2', name: 'Cocoa', inStock: false })],
});

function renderNotifyMe(email: string | null = null) {
  // Only the e-mail matters to the form.
  const user = email ? ({ email } as SessionUser) : null;
  const store = testStores({ auth: { user, restored: true } });
  render(
    <AppStoresProvider stores={store}>
      <NotifyMe product={soldOutShade} />
    </AppStoresProvider>,
  );
}

describe('"Notify me" beside a sold-out shade', () => {
  it('shows only its button at first, then on a press the form with the e-mail field focused', async () => {
    renderNotifyMe('ada@example.ng');
    expect(screen.getByRole('heading', { name: 'Shade sold out?' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));

    const field = await screen.findByLabelText('Your e-mail');
    expect(screen.getByRole('form', { name: 'Shade sold out?' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('ada@example.ng');
    expect(screen.getByRole('option', { name: 'Cocoa' })).toBeInTheDocument();
  });

  it('offers nothing when every shade is in stock', () => {
    const store = testStores({ auth: { user: null, restored: true } });
    const { container } = render(
      <AppStoresProvider stores={store}>
        <NotifyMe product={aProduct({ colors: [aShade({ _id: 'c1', name: 'Ruby red' })] })} />
      </AppStoresProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
