// Posts (News:Posts, docs/spec.md §2): the published posts, newest first, a page at a time (?page=N).
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { pageFromSearch, postsPath } from '../store/paths.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { useNewsStyles } from '../components/use-news-styles.ts';
import { Pager } from '../components/pager.tsx';
import { PostCard } from '../components/post-card.tsx';
import { postPages } from '../store/posts-store.ts';

export default function PostsPage() {
  useNewsStyles();
  const { t } = useStore($i18n);
  const page = pageFromSearch(useSearch());
  // A post published meanwhile (club post:create) shows without a reload: the store follows the cue.
  const state = useStore(postPages.at(page));

  const shown = state.data?.current_page === page ? state.data : null;

  return (
    <section className="news-page" aria-labelledby="news-page-title" aria-busy={state.status === 'loading'}>
      <h1 id="news-page-title" className="news-page__title">
        {t('news.list.title')}
      </h1>

      {state.status === 'failed' && (
        <div className="club-failure" role="alert">
          <p>{t('news.list.error')}</p>
          <Button variant="secondary" onClick={() => void postPages.load(page)}>
            {t('news.list.retry')}
          </Button>
        </div>
      )}

      {state.status === 'loading' && (
        <div className="club-loading">
          <Spinner label={t('news.list.loading')} />
          {!shown && <Skeleton lines={4} />}
        </div>
      )}

      {shown && shown.data.length === 0 && shown.total === 0 && <p className="news-empty">{t('news.list.empty')}</p>}
      {/* A page past the last one (?page=99) is empty, not the news. */}
      {shown && shown.data.length === 0 && shown.total > 0 && (
        <p className="news-empty">
          {t('news.list.pageEmpty')} <RouterLink href={postsPath(1)}>{t('news.list.firstPage')}</RouterLink>
        </p>
      )}

      {shown && shown.data.length > 0 && (
        <>
          <ul className="news-list" role="list">
            {shown.data.map((post) => (
              <li key={post.id} className="news-list__item">
                <PostCard post={post} Link={RouterLink} />
              </li>
            ))}
          </ul>
          <Pager page={shown.current_page} lastPage={shown.last_page} hrefFor={postsPath} Link={RouterLink} />
        </>
      )}
    </section>
  );
}
