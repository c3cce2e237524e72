import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-without-eval.ts';

describe('zod-without-eval', () => {
  it('turns off zod’s compiled (eval) fast path in zod’s own settings, without importing zod', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('leaves zod checking answers as before', () => {
    const schema = z.object({ name: z.string(), price: z.number().int() });
    expect(schema.safeParse({ name: 'Lip gloss', price: 4500 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Lip gloss', price: '4500' }).success).toBe(false);
  });
});
