import { describe, expect, it } from 'vitest';
import type { CheckoutResponse } from './checkout-schemas.ts';
import { popupParamProblem, popupParams } from './popup-params.ts';

const good = {
  key: 'pk_test_x',
  email: 'ada@example.ng',
  amount: 1_650_050,
  currency: 'NGN',
  reference: 'ref_1_abc',
  channels: ['card'],
};

describe('payment popup parameters', () => {
  it('lets complete parameters through', () => {
    expect(popupParamProblem(good)).toBeNull();
  });

  it('names a missing key, amount or e-mail', () => {
    expect(popupParamProblem({ ...good, key: '' })).toBe('Required parameter missing: key');
    expect(popupParamProblem({ ...good, amount: undefined })).toBe('Required parameter missing: amount');
    expect(popupParamProblem({ ...good, email: null })).toBe('Required parameter missing: email');
  });

  it('names a parameter of the wrong type', () => {
    expect(popupParamProblem({ ...good, amount: '16500' })).toBe('Invalid parameter type: amount');
    expect(popupParamProblem({ ...good, amount: 16500.5 })).toBe('Invalid parameter type: amount');
    expect(popupParamProblem({ ...good, channels: 'card' })).toBe('Invalid parameter type: channels');
    expect(popupParamProblem({ ...good, email: 42 })).toBe('Invalid parameter type: email');
  });

  it('builds the parameters from the pending order: its kobo, its reference, the channels the shop accepts', () => {
    const pending = {
      publicKey: 'pk_test_x',
      email: 'ada@example.ng',
      amount: 16_500.5,
      amountKobo: 1_650_050,
      currency: 'NGN',
      reference: 'ref_1_abc',
      channels: ['card'],
    } as CheckoutResponse;
    expect(popupParams(pending)).toEqual(good);
    expect(popupParams({ ...pending, channels: ['card', 'bank_transfer', 'ussd'] }).channels).toEqual([
      'card',
      'bank_transfer',
      'ussd',
    ]);
    expect(popupParamProblem(popupParams({ ...pending, publicKey: '' }))).toBe(
      'Required parameter missing: key',
    );
  });
});
