import { isAdminRole, isSessionUser, type SessionUser } from '@shop/shared/auth/session-user';
import { createExternalStore } from '../store/external-store';
import { readStorage, storageKeys, writeStorage } from '../storage';

/**
 * `restored`: whether the browser's stored session and cart have been read: false only while the
 * server renders a page and while the browser hydrates it (see `serverRenderedState`).
 */
export type AuthState = { user: SessionUser | null; restored: boolean };

/** The stored session user: what the session store starts from, and what route loaders check. */
export function readSessionUser(): SessionUser | null {
  try {
    const value: unknown = JSON.parse(readStorage(storageKeys.user) ?? 'null');
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** What the browser keeps: the user, its token and role, and an admin flag for any role but user. */
export function persistUser(user: SessionUser | null) {
  writeStorage(storageKeys.user, user ? JSON.stringify(user) : null);
  writeStorage(storageKeys.token, user?.token ?? null);
  writeStorage(storageKeys.role, user?.role ?? null);
  writeStorage(storageKeys.isAdmin, user && isAdminRole(user.role) ? 'true' : null);
}

/** As the server renders a page: no one signed in, storage not read. */
export const unreadAuthState: AuthState = { user: null, restored: false };

/** Who is signed in in this browser (read from its storage unless given). */
export function createSessionStore(initial: AuthState = { user: readSessionUser(), restored: true }) {
  const store = createExternalStore(initial);
  return {
    ...store,
    signIn: (user: SessionUser) => store.set({ ...store.get(), user }),
    signOut: () => {
      if (store.get().user !== null) store.set({ ...store.get(), user: null });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
