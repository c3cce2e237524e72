import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared/messages';
import { useSignOutOnArrival } from '../../../lib/session/sign-out-on-arrival';
import { sessionUser, stubApi, type StubRoutes } from '../../../testing/stub-api';
import { AccountTab } from './account-tab';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const user = sessionUser('u-acc-1');

/** The app layout's part in signing out: it completes a sign-out that arrives with the navigation. */
function Layout() {
  useSignOutOnArrival();
  return <Outlet />;
}

/** The account tab of a signed-in shopper, the server answering `routes`. */
function renderTab(routes: StubRoutes = {}) {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', user.token);
  const calls = stubApi(routes);
  const store = testStores();
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/dashboard', element: <AccountTab /> },
          { path: '/', element: <p>home page</p> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { calls, store, person: userEvent.setup() };
}

/** What the tab sent to change something (its own reads of the profile and addresses left out). */
const writes = (calls: string[]) => calls.filter((call) => !call.startsWith('GET '));

async function fillPasswords(person: ReturnType<typeof userEvent.setup>, confirm = 'fresh-glow-22') {
  await person.type(screen.getByLabelText('Current password'), 'glow-naija-1');
  await person.type(screen.getByLabelText('New password'), 'fresh-glow-22');
  await person.type(screen.getByLabelText('Confirm new password'), confirm);
  await person.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('the account tab: changing the password', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for both passwords before sending anything', async () => {
    const { calls, person } = renderTab();
    await person.click(screen.getByRole('button', { name: 'Update password' }));
    expect(toast.error).toHaveBeenCalledWith(messages.auth.bothPasswordsRequired);
    const current = screen.getByLabelText('Current password');
    await vi.waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await vi.waitFor(() => expect(current).toHaveFocus());
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a confirmation that differs, by the confirmation field', async () => {
    const { calls, person } = renderTab();
    await fillPasswords(person, 'fresh-glow-23');
    expect(toast.error).toHaveBeenCalledWith(messages.auth.newPasswordsMismatch);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        messages.auth.newPasswordsMismatch,
      ),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('changes the password, says so and empties the form', async () => {
    const { calls, person } = renderTab({
      'PUT /auth/update-password': (body) => {
        expect(body).toEqual({ currentPassword: 'glow-naija-1', newPassword: 'fresh-glow-22' });
        return [200, { success: true, message: messages.auth.passwordUpdated }];
      },
    });
    await fillPasswords(person);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.auth.passwordUpdated));
    expect(writes(calls)).toEqual(['PUT /auth/update-password']);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('marks the current password when the server says it is wrong', async () => {
    const { person } = renderTab({
      'PUT /auth/update-password': () => [
        400,
        { success: false, message: 'Current password is incorrect', field: 'password' },
      ],
    });
    await fillPasswords(person);
    const current = screen.getByLabelText('Current password');
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    expect(toast.error).toHaveBeenCalledWith('Current password is incorrect');
  });
});

describe('the account tab: deleting the account', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for the password in a dialog, and marks a wrong one', async () => {
    const { person } = renderTab({
      'DELETE /auth/account': () => [400, { message: 'Incorrect password', field: 'password' }],
    });
    await person.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await person.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
        'Incorrect password',
      ),
    );
    expect(toast.error).toHaveBeenCalledWith('Incorrect password');
  });

  it('closes on Cancel without asking the server', async () => {
    const { calls, person } = renderTab();
    await person.click(screen.getByRole('button', { name: 'Delete account' }));
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('deletes the account, says so, signs the shopper out and goes home', async () => {
    const { store, person } = renderTab({
      'DELETE /auth/account': () => [200, { message: 'Your account has been deleted' }],
    });
    await person.click(screen.getByRole('button', { name: 'Delete account' }));
    await person.type(screen.getByLabelText('Your password'), 'glow-naija-1');
    await person.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted');
    expect(store.session.get().user).toBeNull();
  });
});

describe('the account tab: details and addresses', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  const profile = { first_name: 'Amaka', last_name: 'Nwosu', email: 'u-acc-1@example.ng', phone: '' };

  it('asks for the current password only for a new e-mail, and sends it with the change', async () => {
    let sent: unknown;
    const { person, store } = renderTab({
      'GET /auth/profile': () => [200, profile],
      'GET /auth/addresses': () => [200, { addresses: [] }],
      'PUT /auth/profile': (body) => {
        sent = body;
        return [
          200,
          { message: 'Your details have been updated', profile: { ...profile, email: 'amaka@example.ng' } },
        ];
      },
    });
    const email = await screen.findByLabelText('Email');
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);
    await person.clear(email);
    await person.type(email, 'amaka@example.ng');
    const [forEmail] = screen.getAllByLabelText('Current password');
    expect(forEmail).toHaveAccessibleDescription('Needed to change your email address');
    await person.type(forEmail!, 'glow-naija-1');
    await person.click(screen.getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your details have been updated'));
    expect(sent).toMatchObject({ email: 'amaka@example.ng', currentPassword: 'glow-naija-1' });
    expect(store.session.get().user?.email).toBe('amaka@example.ng');
    expect(await screen.findByText('You have not saved any addresses yet.')).toBeInTheDocument();
  });
});
