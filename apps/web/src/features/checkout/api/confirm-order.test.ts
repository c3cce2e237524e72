import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/stub-api';
import { anOrder } from '../../../testing/factories';
import { confirmOrder } from './confirm-order';

afterEach(() => vi.unstubAllGlobals());

describe('confirming a payment', () => {
  it('sends the payment’s reference and nothing else, and hands back the order the server answers', async () => {
    const sent: unknown[] = [];
    const order = anOrder({ transactionId: 'ref_1_abc' });
    stubApi({
      'POST /order/orders': (body) => {
        sent.push(body);
        return [200, { message: 'Order created successfully!', order, viewToken: 'view-1' }];
      },
    });
    const answer = await confirmOrder('ref_1_abc');
    expect(sent).toEqual([{ transactionId: 'ref_1_abc' }]);
    expect(answer).toMatchObject({ order: { _id: order._id }, viewToken: 'view-1' });
  });
});
