import { sessionUser } from './stub-api';

/** Stores a signed-in staff member as sign-in does (user, token, role, admin flag), for admin tests. */
export function signInAs(role: string, id = 'ngozi') {
  const user = { ...sessionUser(id), role, token: 'token-admin' };
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', user.token);
  localStorage.setItem('role', role);
  localStorage.setItem('isAdmin', 'true');
  return user;
}
