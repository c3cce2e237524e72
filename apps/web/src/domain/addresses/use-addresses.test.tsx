import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@shop/shared/auth/address-schemas';
import { stubApi } from '../../testing/stub-api';
import { useAddresses } from './use-addresses';

const home: Address = {
  _id: 'a1',
  address: '12 Airport Road',
  state: 'Edo',
  city: 'Oredo',
  phoneNumber: '0803 123 4567',
  default: true,
};
const office = { ...home, _id: 'a2', address: '4 Broad Street', default: false };

afterEach(() => vi.unstubAllGlobals());

describe('the address book', () => {
  it('takes the book a loader began reading, and reads the server’s after a change', async () => {
    const calls = stubApi({ 'GET /auth/addresses': () => [200, { addresses: [home, office] }] });
    const { result } = renderHook(() => useAddresses(true, Promise.resolve([home])));
    await waitFor(() => expect(result.current.addresses).toEqual([home]));
    expect(calls).toEqual([]);

    act(() => result.current.reload());
    expect(result.current.addresses).toEqual([home]);
    await waitFor(() => expect(result.current.addresses).toEqual([home, office]));
    expect(calls).toEqual(['GET /auth/addresses']);
  });

  it('keeps the book shown when reading it again fails, and says so', async () => {
    let up = true;
    stubApi({
      'GET /auth/addresses': () => (up ? [200, { addresses: [home] }] : [503, { message: 'busy' }]),
    });
    const { result } = renderHook(() => useAddresses(true));
    await waitFor(() => expect(result.current.addresses).toEqual([home]));
    up = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.failed).not.toBeNull());
    expect(result.current.addresses).toEqual([home]);
  });

  it('reads nothing for a guest', () => {
    const calls = stubApi({});
    const { result } = renderHook(() => useAddresses(false));
    expect(result.current).toMatchObject({ addresses: null, failed: null });
    expect(calls).toEqual([]);
  });
});
