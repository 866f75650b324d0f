// Posts (News:Posts, docs/spec.md §2): the published posts, newest first, a page at a time (?page=N).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { onPublicCue } from '../../../core/realtime/index.ts';
import { NEWS_CHANNEL, POST_PUBLISHED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { pageFromSearch, postsPath } from '../store/paths.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { useNewsStyles } from '../components/use-news-styles.ts';
import { Pager } from '../components/pager.tsx';
import { PostCard } from '../components/post-card.tsx';
import { createPostsStore } from '../store/posts-store.ts';

export default function PostsPage() {
  useNewsStyles();
  const { t } = useStore($i18n);
  const page = pageFromSearch(useSearch());
  const [store] = useState(createPostsStore);
  const state = useStore(store.$state);

  useEffect(() => {
    void store.load(page);
  }, [store, page]);
  // A post was published (club post:create): the list shows it without a reload.
  useEffect(() => onPublicCue(NEWS_CHANNEL, POST_PUBLISHED_EVENT, () => void store.load(page)), [store, page]);

  const shown = state.data?.current_page === page ? state.data : null;

  return (
    <section className="news-page" aria-labelledby="news-page-title" aria-busy={state.status === 'loading'}>
      <h1 id="news-page-title" className="news-page__title">
        {t('news.list.title')}
      </h1>

      {state.status === 'error' && (
        <div className="club-failure" role="alert">
          <p>{t('news.list.error')}</p>
          <Button variant="secondary" onClick={() => void store.load(page)}>
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
