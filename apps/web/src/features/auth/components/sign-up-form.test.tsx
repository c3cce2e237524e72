import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/stub-api';
import { SignUpForm } from './sign-up-form';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm() {
  const store = testStores();
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignUpForm /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/signup'] },
  );
  render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return store;
}

async function fill(user: ReturnType<typeof userEvent.setup>, username = 'amaka') {
  await user.type(screen.getByLabelText('First name'), 'Amaka');
  await user.type(screen.getByLabelText('Last name'), 'Nwosu');
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), 'amaka@example.ng');
  await user.type(screen.getByLabelText('Password'), 'glow-naija-1');
  await user.type(screen.getByLabelText('Confirm password'), 'glow-naija-1');
}

describe('SignUpForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the server message by the field the server names, and in a toast', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/register': () => [
        409,
        { message: 'Username is already taken', error: 'Username is already taken', field: 'username' },
      ],
    });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'register' }));

    const username = screen.getByLabelText('Username');
    await vi.waitFor(() => expect(username).toHaveAccessibleDescription('Username is already taken'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(toast.error).toHaveBeenCalledWith('Username is already taken');
  }, 20_000);

  it('checks with the shared rules before sending: empty fields and a different confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderForm();
    await user.click(screen.getByRole('button', { name: 'register' }));
    expect(toast.error).toHaveBeenCalledWith('Please Fill all Details');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please Fill all Details'),
    );

    await fill(user, 'a');
    await user.type(screen.getByLabelText('Confirm password'), '!');
    await user.click(screen.getByRole('button', { name: 'register' }));
    expect(toast.error).toHaveBeenLastCalledWith('Passwords does not match');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        'Passwords does not match',
      ),
    );

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'glow-naija-1');
    await user.click(screen.getByRole('button', { name: 'register' }));
    // The username rule of the server's own schema, by its field.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Username must be 3-30 letters, digits, dots, underscores or hyphens',
      ),
    );
    expect(calls).toEqual([]);
  }, 20_000);

  it('signs the new shopper in and goes to the dashboard', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/register': (body) => [201, { ...(body as object), _id: 'u1', role: 'user', token: 't' }],
    });
    const store = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'register' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Welcome Amaka Nwosu');
    expect(store.session.get().user).toMatchObject({ _id: 'u1', token: 't' });
  }, 20_000);
});
