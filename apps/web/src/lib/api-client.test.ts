import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatusResponseSchema } from '@shop/shared/admin/order-status';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { stubApi } from '../testing/stub-api';
import { list, listOutline, nullable, number, optional, outline, record, yesNo } from './answer-outline';
import { AnswerError, ApiError, api, apiPage } from './api-client';
import { logOut } from './session/log-out';
import { answerSessionEnded } from './session/session-ended';

afterEach(() => vi.unstubAllGlobals());

describe('the API edge', () => {
  it('hands over an answer that keeps its contract', async () => {
    stubApi({ 'GET /auth/me': () => [200, { message: 'hello' }] });
    await expect(api('/auth/me', { answer: MessageResponseSchema })).resolves.toEqual({ message: 'hello' });
  });

  it('turns an answer that breaks the shared schema into a clear error naming the field', async () => {
    stubApi({ 'PATCH /order/orders/o1/status': () => [200, { message: 'Order marked as shipped' }] });
    const call = api('/order/orders/o1/status', { method: 'PATCH', answer: OrderStatusResponseSchema });
    await expect(call).rejects.toBeInstanceOf(AnswerError);
    await expect(call).rejects.toThrow(/^Unexpected answer from \/order\/orders\/o1\/status \(order: /);
  });

  it('checks the first page’s answers by their outline, without zod', async () => {
    stubApi({
      'GET /product/home': () => [200, { skincare: [], makeup: 'none', topRated: [] }],
      'GET /review/all': () => [200, [{ _id: 'r1' }, 'oops']],
    });
    const home = outline({ skincare: list, makeup: list, topRated: list });
    await expect(api('/product/home', { answer: home })).rejects.toThrow(
      'Unexpected answer from /product/home (makeup: not the kind expected)',
    );
    await expect(apiPage('/review/all', { answer: listOutline() })).rejects.toThrow(
      'Unexpected answer from /review/all (1: not the kind expected)',
    );
  });

  it('lets an optional field be absent and a nullable one be null, nothing else', () => {
    const mine = outline({ canReview: yesNo, review: nullable(record), total: optional(number) });
    expect(mine.safeParse({ canReview: true, review: null }).success).toBe(true);
    expect(mine.safeParse({ canReview: true, review: {}, total: 3 }).success).toBe(true);
    expect(mine.safeParse({ canReview: true }).success).toBe(false);
    expect(mine.safeParse({ canReview: true, review: null, total: '3' }).success).toBe(false);
    expect(mine.safeParse(null).success).toBe(false);
  });

  it('turns a refusal into an ApiError with the server’s message, whatever the schema', async () => {
    stubApi({ 'GET /auth/me': () => [401, { message: 'Please sign in again' }] });
    const call = api('/auth/me', { answer: MessageResponseSchema });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Please sign in again' });
  });

  it('tells of no ended session while signing out: the 401s for the token being ended are refusals', async () => {
    localStorage.setItem('token', 'token-leaving');
    const told = vi.fn();
    const stopAnswering = answerSessionEnded(told);
    try {
      stubApi({
        'POST /auth/logout': () => [401, { message: 'Please sign in again' }],
        'GET /auth/me': () => [401, { message: 'Please sign in again' }],
      });
      await expect(logOut()).rejects.toMatchObject({ status: 401 });
      await expect(api('/auth/me', { answer: MessageResponseSchema })).rejects.toMatchObject({ status: 401 });
      expect(told).not.toHaveBeenCalled();
    } finally {
      stopAnswering();
      localStorage.clear();
    }
  });
});
