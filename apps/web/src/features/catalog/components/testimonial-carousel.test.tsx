import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { TestimonialCarousel } from './testimonial-carousel';

const review = (i: number): Review => ({
  _id: `r${i}`,
  rating: 5,
  name: `Reviewer ${i + 1}`,
  review: `Review text ${i + 1}`,
  createdAt: '2025-01-01T00:00:00.000Z',
  productId: 'GN-MU-001',
  verified: false,
  skinType: null,
  photos: [],
  productName: 'Velvet Lip',
});
const TOTAL = 10;
const all = Array.from({ length: TOTAL }, (_, i) => review(i));

afterEach(() => vi.unstubAllGlobals());

describe('TestimonialCarousel', () => {
  it('starts from the first page and fetches the next one before the shopper reaches it', async () => {
    const fetch = vi.fn((url: string) => {
      const query = new URL(url, 'http://shop.test').searchParams;
      const offset = Number(query.get('offset'));
      const body = JSON.stringify(all.slice(offset, offset + Number(query.get('limit'))));
      return Promise.resolve(new Response(body, { headers: { 'X-Total-Count': String(TOTAL) } }));
    });
    vi.stubGlobal('fetch', fetch);
    render(<TestimonialCarousel first={{ items: all.slice(0, 7), total: TOTAL }} />);
    expect(screen.getByRole('figure', { name: 'Review 1 of 10' })).toHaveTextContent('Review text 1');
    await act(async () => {});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/review/all?limit=7&offset=7');
    for (let i = 0; i < 7; i++) fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByRole('figure', { name: 'Review 8 of 10' })).toHaveTextContent('Review text 8');
    expect(screen.getByRole('group', { name: 'Page 2 of 2' }).querySelectorAll('button')).toHaveLength(3);
  }, 20_000); // its first render is slow on a busy two-core machine

  it('fetches no other page while the carousel is far from the screen', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(all.slice(7)))));
    vi.stubGlobal('fetch', fetch);
    let seen: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<TestimonialCarousel first={{ items: all.slice(0, 7), total: TOTAL }} />);
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    await act(async () =>
      seen([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/api/review/all?limit=7&offset=7', expect.anything()]);
  }, 20_000);
});
