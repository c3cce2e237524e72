import { useSelector } from 'react-redux';
import type { AuthState } from './auth-slice';

/** The signed-in user, or null; typed without importing the app's store. */
export const useSessionUser = () => useSelector((s: { auth: AuthState }) => s.auth.user);
