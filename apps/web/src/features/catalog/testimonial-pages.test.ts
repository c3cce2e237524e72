import { describe, expect, it } from 'vitest';
import {
  neighbourPages,
  nextTestimonial,
  pageLength,
  pageOf,
  previousTestimonial,
} from './testimonial-pages';

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

  it('knows how many reviews each page holds and which pages to have ready', () => {
    expect([0, 1, 2, 3].map((p) => pageLength(p, 16))).toEqual([7, 7, 2, 0]);
    expect(neighbourPages(0, 16)).toEqual([0, 1, 2]);
    expect(neighbourPages(2, 16)).toEqual([2, 0, 1]);
    expect(neighbourPages(0, 5)).toEqual([0]);
    expect(neighbourPages(0, 0)).toEqual([]);
  });
});
