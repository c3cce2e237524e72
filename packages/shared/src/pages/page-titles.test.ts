import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles.ts';

describe('pageTitle', () => {
  it('gives every account, checkout and admin page its own title with the shop name', () => {
    expect(pageTitle('/cart', 'Glow Naija')).toBe('Your cart · Glow Naija');
    expect(pageTitle('/signin', 'Glow Naija')).toBe('Sign in · Glow Naija');
    expect(pageTitle('/signup', 'Glow Naija')).toBe('Create your account · Glow Naija');
    expect(pageTitle('/track', 'Glow Naija')).toBe('Track your order · Glow Naija');
    expect(pageTitle('/order/abc123', 'Glow Naija')).toBe('Your order · Glow Naija');
    expect(pageTitle('/dashboard', 'Glow Naija')).toBe('My account · Glow Naija');
    expect(pageTitle('/admin', 'Glow Naija')).toBe('Admin dashboard · Glow Naija');
    expect(pageTitle('/search', 'Glow Naija')).toBe('Search · Glow Naija');
    expect(pageTitle('/privacy', 'Glow Naija')).toBe('Privacy notice · Glow Naija');
    expect(pageTitle('/shipping-returns', 'Glow Naija')).toBe('Shipping and returns · Glow Naija');
  });

  it('titles the home page with the shop tagline', () => {
    expect(pageTitle('/', 'Glow Naija')).toBe('Glow Naija · Makeup and skincare');
  });

  it('leaves listings, products and unknown paths to name themselves', () => {
    expect(pageTitle('/makeup', 'Glow Naija')).toBeNull();
    expect(pageTitle('/product/GN-1', 'Glow Naija')).toBeNull();
    expect(pageTitle('/no-such-page', 'Glow Naija')).toBeNull();
  });
});
