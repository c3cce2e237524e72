import { useAuthState } from '../store/app-stores';

/** The signed-in user, or null. */
export const useSessionUser = () => useAuthState((auth) => auth.user);
