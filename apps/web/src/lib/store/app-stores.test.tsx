import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/shared/auth/session-user';
import {
  AppStoresProvider,
  createAppStores,
  serverRenderedState,
  useAuthState,
  useCartState,
} from './app-stores';

const ada: SessionUser = {
  _id: 'u1',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.ng',
  username: 'ada',
  role: 'staff',
  token: 't1',
};
const serum = { productId: 'p1', name: 'Shea Serum', price: 4500, image: 'serum.webp', color: null };

function Header() {
  const count = useCartState((cart) => cart.totalQuantity);
  const name = useAuthState((auth) => (auth.restored ? (auth.user?.first_name ?? 'guest') : 'unread'));
  return <p>{`${name}: ${count}`}</p>;
}

describe('the cart and the session kept in this browser', () => {
  afterEach(() => localStorage.clear());

  it('keeps the cart in storage on each change, and forgets it once empty', () => {
    const stores = createAppStores();
    stores.cart.add(serum);
    stores.cart.add(serum);
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject({ totalQuantity: 2 });
    expect(createAppStores().cart.get()).toMatchObject({ totalQuantity: 2, totalAmount: 9000 });
    stores.cart.clear();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps the signed-in user, token, role and admin flag, and removes them at sign-out', () => {
    const stores = createAppStores();
    stores.session.signIn(ada);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('isAdmin')).toBe('true');
    expect(createAppStores().session.get().user).toEqual(ada);
    stores.session.signOut();
    for (const key of ['user', 'token', 'role', 'isAdmin']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('redraws what reads the stores when they change', () => {
    const stores = createAppStores();
    render(
      <AppStoresProvider stores={stores}>
        <Header />
      </AppStoresProvider>,
    );
    expect(screen.getByText('guest: 0')).toBeInTheDocument();
    act(() => {
      stores.session.signIn(ada);
      stores.cart.add(serum);
    });
    expect(screen.getByText('Ada: 1')).toBeInTheDocument();
  });

  it('renders on the server as a guest with an empty cart, whatever storage holds', () => {
    localStorage.setItem('user', JSON.stringify(ada));
    const stores = createAppStores({ fromStorage: false });
    expect({ auth: stores.session.get(), cart: stores.cart.get() }).toEqual(serverRenderedState());
  });
});
