import { MyShadeResponseSchema } from '@shop/shared/products/shade-schemas';
import type { ShadeProfile } from '@shop/shared/products/shade';
import { api } from '../../lib/api-client';
import { readStorage, storageKeys } from '../../lib/storage';
import { keepMyShade, readMyShade } from '../../lib/shade/my-shade';

// The account's copy of the shade (PUT/GET /api/auth/me/shade). Loaded only by the finder and the
// sign-in forms, never by the first bundle (so it is outside lib/, whose code every page's first bundle shares).

const signedIn = () => readStorage(storageKeys.token) !== null;

/** The finder's answer: kept in the browser at once, and on the account when she is signed in. */
export async function saveMyShade(shade: ShadeProfile): Promise<void> {
  keepMyShade(shade);
  if (signedIn()) await api('/auth/me/shade', { method: 'PUT', body: shade, answer: MyShadeResponseSchema });
}

/**
 * At sign-in: a shade this browser found (as a guest) goes to the account; without one, the
 * account's shade comes to this browser. A failure leaves both as they were (it is not worth a
 * failed sign-in).
 */
export async function syncShadeAtSignIn(): Promise<void> {
  try {
    const here = readMyShade();
    if (here) await api('/auth/me/shade', { method: 'PUT', body: here, answer: MyShadeResponseSchema });
    else {
      const { shade } = await api('/auth/me/shade', { answer: MyShadeResponseSchema });
      if (shade) keepMyShade(shade);
    }
  } catch {
    // Kept in the browser; the next sign-in tries again.
  }
}
