// Laravel's LengthAwarePaginator::toArray() (docs/contracts.md §3.3), including UrlWindow's link list
// with onEachSide = 3 and the `page` key Laravel added to links[] in 2025.
import type { Paginator } from '../../src/shared/contract/endpoint.ts';

export type PaginatorLink = Paginator<unknown>['links'][number];

/** `?page=` as Laravel resolves it: a positive integer, anything else is page 1. */
export function resolvePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page++) pages.push(page);
  return pages;
}

/** Illuminate\Pagination\UrlWindow: groups of page numbers separated by '...'. */
export function urlWindow(current: number, last: number, onEachSide = 3): (number[] | '...')[] {
  let first: number[] | null;
  let slider: number[] | null = null;
  let end: number[] | null = null;
  const window = onEachSide + 4;
  if (last < onEachSide * 2 + 8) first = range(1, last);
  else if (current <= window) {
    first = range(1, window + onEachSide);
    end = range(last - 1, last);
  } else if (current > last - window) {
    first = range(1, 2);
    end = range(last - (window + (onEachSide - 1)), last);
  } else {
    first = range(1, 2);
    slider = range(current - onEachSide, current + onEachSide);
    end = range(last - 1, last);
  }
  const elements: (number[] | '...')[] = [];
  if (first) elements.push(first);
  if (slider) elements.push('...', slider);
  if (end) elements.push('...', end);
  return elements;
}

export interface PaginateInput<T> {
  items: T[];
  total: number;
  perPage: number;
  page: number;
  /** Absolute URL of the list without query (`https://api.example/api/user/notifications/unread`). */
  path: string;
}

export function paginate<T>({ items, total, perPage, page, path }: PaginateInput<T>): Paginator<T> {
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const url = (p: number) => `${path}?page=${p}`;
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  const hasMore = page < lastPage;
  const links: PaginatorLink[] = [
    {
      url: page > 1 ? url(page - 1) : null,
      label: '&laquo; Previous',
      page: page > 1 ? page - 1 : null,
      active: false,
    },
  ];
  for (const element of urlWindow(page, lastPage)) {
    if (element === '...') links.push({ url: null, label: '...', active: false });
    else for (const p of element) links.push({ url: url(p), label: String(p), page: p, active: p === page });
  }
  links.push({
    url: hasMore ? url(page + 1) : null,
    label: 'Next &raquo;',
    page: hasMore ? page + 1 : null,
    active: false,
  });
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: hasMore ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}
