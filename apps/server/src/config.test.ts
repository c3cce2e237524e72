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

  it('reads SEED_DEMO=0 as off and treats empty values as unset', () => {
    expect(parseConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(parseConfig({ PORT: '' }).PORT).toBe(3000);
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
});
