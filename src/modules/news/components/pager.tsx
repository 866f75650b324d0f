// Previous / "Page 2 of 4" / Next under a paginated list. Our own labels: the paginator's
// link labels carry HTML entities and are never rendered (docs/contracts.md §3.3).
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { LinkComponent } from '../../../ui/link.tsx';

export interface PagerProps {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  Link: LinkComponent;
}

export function Pager({ page, lastPage, hrefFor, Link }: PagerProps) {
  const { t } = useStore($i18n);
  if (lastPage <= 1) return null;
  return (
    <nav className="club-pager" aria-label={t('news.pager.label')}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="news-pager__link">
          {t('news.pager.previous')}
        </Link>
      ) : (
        <span className="news-pager__link news-pager__link--disabled" aria-hidden="true">
          {t('news.pager.previous')}
        </span>
      )}
      <span className="news-pager__status" aria-current="page">
        {t('news.pager.status', { page, pages: lastPage })}
      </span>
      {page < lastPage ? (
        <Link href={hrefFor(page + 1)} className="news-pager__link">
          {t('news.pager.next')}
        </Link>
      ) : (
        <span className="news-pager__link news-pager__link--disabled" aria-hidden="true">
          {t('news.pager.next')}
        </span>
      )}
    </nav>
  );
}
