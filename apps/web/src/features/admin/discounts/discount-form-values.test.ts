import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { discountBodyFrom } from './discount-form-values';

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
};

describe('the discount form', () => {
  it('reads a percent code with its limits into the API body, naira without commas', () => {
    const result = discountBodyFrom(
      form({
        code: 'glow10',
        type: 'percent',
        value: '10',
        minSubtotal: '₦5,000',
        maxUses: '50',
        category: 'makeup',
      }),
    );
    expect(result).toEqual({
      ok: true,
      body: {
        code: 'GLOW10',
        type: 'percent',
        value: 10,
        minSubtotal: 5000,
        startsAt: null,
        endsAt: null,
        maxUses: 50,
        maxUsesPerCustomer: null,
        category: 'makeup',
        productIds: [],
      },
    });
  });

  it('says by the field what is wrong before anything is sent', () => {
    expect(discountBodyFrom(form({ code: 'BIG', type: 'percent', value: '150' }))).toEqual({
      ok: false,
      errors: { value: messages.discounts.percentRange },
    });
    expect(
      discountBodyFrom(
        form({
          code: 'LATE',
          type: 'fixed',
          value: '500',
          startsAt: '2026-12-02T10:00',
          endsAt: '2026-12-01T10:00',
        }),
      ),
    ).toEqual({ ok: false, errors: { endsAt: messages.discounts.endBeforeStart } });
    expect(discountBodyFrom(form({ code: 'a b', type: 'free_delivery' }))).toEqual({
      ok: false,
      errors: { code: messages.discounts.codeFormat },
    });
  });
});
