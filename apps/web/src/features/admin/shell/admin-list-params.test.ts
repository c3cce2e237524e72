import { describe, expect, it } from 'vitest';
import { listSearch, offsetOf, readListParams } from './admin-list-params';

const read = (search: string) => readListParams(new URLSearchParams(search));

describe('the admin lists in the address', () => {
  it('reads search, page and filters, and writes back only what differs from the first page', () => {
    const params = read('q=%20velvet%20&page=3&rating=5&low=1&status=shipped&confirmation=flagged');
    expect(params).toEqual({
      q: 'velvet',
      page: 3,
      rating: 5,
      lowStock: true,
      status: 'shipped',
      confirmation: 'flagged',
      actor: '',
      kind: '',
    });
    expect(listSearch(params).toString()).toBe(
      'q=velvet&rating=5&low=1&status=shipped&confirmation=flagged&page=3',
    );
    expect(listSearch(read('')).toString()).toBe('');
    expect(offsetOf(3, 24)).toBe(48);
  });

  it('drops values the server would refuse instead of asking with them', () => {
    expect(
      read('page=0&rating=9&status=lost&confirmation=maybe&low=yes&actor=someone&kind=product.eaten'),
    ).toEqual({
      q: '',
      page: 1,
      rating: null,
      lowStock: false,
      status: '',
      confirmation: '',
      actor: '',
      kind: '',
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });
});
