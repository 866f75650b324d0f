import { describe, expect, it } from 'vitest';
import { paginate, resolvePage, urlWindow } from '../../../server/http/pagination.ts';

const path = 'http://club.test/api/user/notifications/unread';

describe('LengthAwarePaginator shape', () => {
  it('matches Laravel for page 2 of 25 items at 10 per page', () => {
    const page = paginate({
      items: Array.from({ length: 10 }, (_, i) => ({ id: 11 + i })),
      total: 25,
      perPage: 10,
      page: 2,
      path,
    });
    expect(page).toMatchObject({
      current_page: 2,
      first_page_url: `${path}?page=1`,
      from: 11,
      last_page: 3,
      last_page_url: `${path}?page=3`,
      next_page_url: `${path}?page=3`,
      path,
      per_page: 10,
      prev_page_url: `${path}?page=1`,
      to: 20,
      total: 25,
    });
    expect(page.links).toEqual([
      { url: `${path}?page=1`, label: '&laquo; Previous', page: 1, active: false },
      { url: `${path}?page=1`, label: '1', page: 1, active: false },
      { url: `${path}?page=2`, label: '2', page: 2, active: true },
      { url: `${path}?page=3`, label: '3', page: 3, active: false },
      { url: `${path}?page=3`, label: 'Next &raquo;', page: 3, active: false },
    ]);
  });

  it('has null from/to and no next page when the page is empty', () => {
    const page = paginate({ items: [], total: 0, perPage: 10, page: 1, path });
    expect(page).toMatchObject({
      from: null,
      to: null,
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
      total: 0,
    });
    expect(page.links[0]).toEqual({ url: null, label: '&laquo; Previous', page: null, active: false });
  });

  it("windows long lists with '...' separators as UrlWindow does", () => {
    expect(urlWindow(1, 20)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], '...', [19, 20]]);
    expect(urlWindow(10, 20)).toEqual([[1, 2], '...', [7, 8, 9, 10, 11, 12, 13], '...', [19, 20]]);
    expect(urlWindow(20, 20)).toEqual([[1, 2], '...', [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]]);
  });

  it('resolves ?page= like Laravel: anything but a positive integer is page 1', () => {
    expect([
      resolvePage('3'),
      resolvePage('0'),
      resolvePage('-2'),
      resolvePage('abc'),
      resolvePage(undefined),
      resolvePage('2.5'),
    ]).toEqual([3, 1, 1, 1, 1, 1]);
  });
});
