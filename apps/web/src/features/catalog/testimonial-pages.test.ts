import { describe, expect, it } from 'vitest';
import { nextTestimonial, pageOf, previousTestimonial } from './testimonial-pages';

describe('testimonial paging', () => {
  it('advances within a page, moves to the next page at its end and loops to page 1', () => {
    expect(nextTestimonial(0, 16)).toBe(1);
    expect(pageOf(6)).toEqual({ page: 0, start: 0 });
    expect(pageOf(nextTestimonial(6, 16))).toEqual({ page: 1, start: 7 });
    expect(pageOf(nextTestimonial(15, 16))).toEqual({ page: 0, start: 0 });
  });

  it('steps back from the first review to the last', () => {
    expect(previousTestimonial(0, 16)).toBe(15);
    expect(pageOf(15)).toEqual({ page: 2, start: 14 });
  });

  it('stays at 0 without reviews', () => {
    expect(nextTestimonial(0, 0)).toBe(0);
    expect(previousTestimonial(0, 0)).toBe(0);
  });
});
