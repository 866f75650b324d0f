// Paged lists keep their page in the address (src/core/resource/page-search.ts).
import { describe, expect, it } from 'vitest';
import { pagedPath, pageFromSearch } from '../../../src/core/resource/page-search.ts';

describe('pageFromSearch', () => {
  it('reads a positive whole number under its key', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch('?page=2&orders=4', 'orders')).toBe(4);
  });

  it('takes anything else as page 1: missing, zero, negative, fractions, words, absurdly long', () => {
    for (const search of ['', '?page=0', '?page=-2', '?page=1.5', '?page=two', '?page=12345678']) {
      expect(pageFromSearch(search)).toBe(1);
    }
  });
});

describe('pagedPath', () => {
  it('puts every page after the first in the search, and leaves page 1 out', () => {
    expect(pagedPath('/financial', { page: 2, orders: 1 })).toBe('/financial?page=2');
    expect(pagedPath('/financial', { page: 1, orders: 3 })).toBe('/financial?orders=3');
    expect(pagedPath('/financial', { page: 1, orders: 1 })).toBe('/financial');
  });
});
