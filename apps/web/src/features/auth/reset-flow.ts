// The reset flow's state between its pages. Kept in sessionStorage (this tab only, gone when it
// closes) so a reload of /verify or /newpassword keeps working; never in localStorage.

const EMAIL = 'resetEmail';
const TOKEN = 'resetToken';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the flow still works within this page visit through the router state.
  }
}

export const resetFlow = {
  email: () => read(EMAIL),
  setEmail: (email: string) => write(EMAIL, email),
  token: () => read(TOKEN),
  setToken: (token: string) => write(TOKEN, token),
  clear: () => {
    write(EMAIL, null);
    write(TOKEN, null);
  },
};
