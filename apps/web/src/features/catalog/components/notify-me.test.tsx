import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { aProduct, aShade } from '../../../testing/factories';
import NotifyMe from './notify-me';

const soldOutShade = aProduct({
  colors: [aShade({ _id: 'c1', name: 'Ruby red' }), aShade({ _id: 'c2', name: 'Cocoa', inStock: false })],
});

function renderNotifyMe(email: string | null = null) {
  const user = email ? { email } : null;
  const store = configureStore({ reducer: { auth: () => ({ user }) } });
  render(
    <Provider store={store}>
      <NotifyMe product={soldOutShade} />
    </Provider>,
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
    const store = configureStore({ reducer: { auth: () => ({ user: null }) } });
    const { container } = render(
      <Provider store={store}>
        <NotifyMe product={aProduct({ colors: [aShade({ _id: 'c1', name: 'Ruby red' })] })} />
      </Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
