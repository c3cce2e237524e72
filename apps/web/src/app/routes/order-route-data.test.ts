import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { handOrder } from '../../lib/handed-order';
import { anOrder } from '../../testing/factories';
import { stubApi } from '../../testing/stub-api';
import { loader } from './order-route-data';

afterEach(() => vi.unstubAllGlobals());

const load = (token: string) => loader({ params: { token } } as unknown as LoaderFunctionArgs).order;

describe('the order page’s data', () => {
  it('shows the order the checkout has just confirmed without reading it again, once', async () => {
    const confirmed = anOrder({ orderNumber: 'GN-100042' });
    const calls = stubApi({
      'GET /order/view/tok-1': () => [200, { order: anOrder({ orderNumber: 'GN-100042' }) }],
    });
    handOrder('tok-1', confirmed);
    expect(await load('tok-1')).toBe(confirmed);
    expect(calls).toEqual([]);
    // A later visit (Back, a reload) reads it again.
    expect((await load('tok-1')).orderNumber).toBe('GN-100042');
    expect(calls).toEqual(['GET /order/view/tok-1']);
  });

  it('reads the order of another page’s token', async () => {
    const calls = stubApi({
      'GET /order/view/tok-2': () => [200, { order: anOrder({ orderNumber: 'GN-100043' }) }],
    });
    handOrder('tok-1', anOrder());
    expect((await load('tok-2')).orderNumber).toBe('GN-100043');
    expect(calls).toEqual(['GET /order/view/tok-2']);
  });
});
