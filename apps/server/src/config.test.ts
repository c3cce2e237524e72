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
});
