import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('configuration', () => {
  it('serves a demo on one machine with no settings at all', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.SHOP_NAME).toBe('Glow Naija');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad setting', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL must start with postgres/,
    );
  });

  it('stops a production start that has no public address, naming PUBLIC_URL and ALLOWED_HOSTS', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL[\s\S]*ALLOWED_HOSTS/);
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://glownaija.ng' }).PUBLIC_URL).toBe(
      'https://glownaija.ng',
    );
    expect(
      parseConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'Glownaija.ng, www.glownaija.ng' }).ALLOWED_HOSTS,
    ).toEqual(['glownaija.ng', 'www.glownaija.ng']);
    expect(() => parseConfig({ ALLOWED_HOSTS: 'glownaija.ng,https://x.ng/' })).toThrow(
      /ALLOWED_HOSTS must be a comma list[\s\S]*"https:\/\/x.ng\/"/,
    );
  });

  it('reads SEED_DEMO=0 as off and treats empty values as unset', () => {
    expect(parseConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(parseConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('stops when the Paystack keys are not both test or both live keys, naming the variables', () => {
    expect(() => parseConfig({ PAYSTACK_PUBLIC_KEY: 'pk_test_a', PAYSTACK_SECRET_KEY: 'sk_live_b' })).toThrow(
      /PAYSTACK_PUBLIC_KEY: a test key, but PAYSTACK_SECRET_KEY is a live key/,
    );
    expect(() => parseConfig({ PAYSTACK_PUBLIC_KEY: 'pk_live_a', PAYSTACK_SECRET_KEY: 'sk_test_b' })).toThrow(
      /a live key, but PAYSTACK_SECRET_KEY is a test key/,
    );
    expect(() => parseConfig({ PAYSTACK_PUBLIC_KEY: 'pk_test_a', PAYSTACK_SECRET_KEY: 'secret' })).toThrow(
      /PAYSTACK_SECRET_KEY: must begin sk_test_ or sk_live_/,
    );
    expect(() => parseConfig({ PAYSTACK_PUBLIC_KEY: 'sk_test_a', PAYSTACK_SECRET_KEY: 'sk_test_b' })).toThrow(
      /PAYSTACK_PUBLIC_KEY: must begin pk_test_ or pk_live_/,
    );
    expect(() => parseConfig({ PAYSTACK_SECRET_KEY: 'sk_live_b' })).toThrow(/PAYSTACK_PUBLIC_KEY: unset/);
    expect(
      parseConfig({ PAYSTACK_PUBLIC_KEY: 'pk_live_a', PAYSTACK_SECRET_KEY: 'sk_live_b' }).PAYSTACK_SECRET_KEY,
    ).toBe('sk_live_b');
    expect(
      parseConfig({ PAYSTACK_PUBLIC_KEY: 'pk_test_a', PAYSTACK_SECRET_KEY: 'sk_test_b' }).PAYSTACK_SECRET_KEY,
    ).toBe('sk_test_b');
  });

  it('takes social links as https addresses only', () => {
    expect(parseConfig({ SOCIAL_X_URL: 'https://x.com/glownaija' }).SOCIAL_X_URL).toBe(
      'https://x.com/glownaija',
    );
    expect(parseConfig({}).SOCIAL_TIKTOK_URL).toBeUndefined();
    expect(() => parseConfig({ SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_FACEBOOK_URL/);
    expect(() => parseConfig({ SOCIAL_INSTAGRAM_URL: 'http://instagram.com/x' })).toThrow(
      /SOCIAL_INSTAGRAM_URL/,
    );
  });

  it('keeps the WhatsApp number as wa.me reads it (234…), unset by default, and refuses a number that is not Nigerian', () => {
    expect(parseConfig({}).SHOP_WHATSAPP).toBeUndefined();
    expect(parseConfig({ SHOP_WHATSAPP: '0803 555 0142' }).SHOP_WHATSAPP).toBe('2348035550142');
    expect(parseConfig({ SHOP_WHATSAPP: '+234 803-555-0142' }).SHOP_WHATSAPP).toBe('2348035550142');
    expect(() => parseConfig({ SHOP_WHATSAPP: '+44 20 7946 0958' })).toThrow(/SHOP_WHATSAPP/);
  });

  it('runs one process by default and refuses several on the embedded database', () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL \(PostgreSQL\)/,
    );
    expect(
      parseConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://localhost/shop' }).WEB_CONCURRENCY,
    ).toBe(4);
    expect(() => parseConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it("takes the owner's login for migrations only beside the app's own login", () => {
    const both = parseConfig({
      DATABASE_URL: 'postgres://shop_app@localhost/shop',
      MIGRATION_DATABASE_URL: 'postgres://shop_owner@localhost/shop',
    });
    expect(both.MIGRATION_DATABASE_URL).toBe('postgres://shop_owner@localhost/shop');
    expect(() => parseConfig({ MIGRATION_DATABASE_URL: 'postgres://shop_owner@localhost/shop' })).toThrow(
      /MIGRATION_DATABASE_URL: needs DATABASE_URL too/,
    );
    expect(() =>
      parseConfig({ DATABASE_URL: 'postgres://localhost/shop', MIGRATION_DATABASE_URL: 'mysql://x' }),
    ).toThrow(/MIGRATION_DATABASE_URL must start with postgres:\/\//);
  });
});
