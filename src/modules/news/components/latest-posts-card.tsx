// The dashboard card 'Latest posts': the three newest posts from $latestPosts (the store the
// news-feed widget shares), with a link to the whole list.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { date } from '../../../core/format.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { $latestPosts, LATEST_POSTS, refreshLatestPosts } from '../store/latest-posts.ts';
import { POSTS_PATH, postPath } from '../store/paths.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { useNewsStyles } from './use-news-styles.ts';

export default function LatestPostsCard() {
  useNewsStyles();
  const { t, locale } = useStore($i18n);
  const state = useStore($latestPosts);
  const posts = state.data?.slice(0, LATEST_POSTS) ?? null;

  return (
    <section
      className="club-card news-latest"
      aria-labelledby="news-latest-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="news-latest-title" className="club-card__title">
        {t('news.dashboard.title')}
      </h2>
      {state.status === 'failed' && !posts && (
        <div className="club-failure" role="alert">
          <p>{t('news.dashboard.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refreshLatestPosts()}>
            {t('news.dashboard.retry')}
          </Button>
        </div>
      )}
      {!posts && state.status !== 'failed' && (
        <>
          <span className="club-visually-hidden">{t('news.dashboard.loading')}</span>
          <Skeleton lines={3} />
        </>
      )}
      {posts && posts.length === 0 && <p className="news-empty">{t('news.dashboard.empty')}</p>}
      {posts && posts.length > 0 && (
        <ul className="news-latest__list" role="list">
          {posts.map((post) => (
            <li key={post.id} className="news-latest__item">
              <RouterLink href={postPath(post)} className="news-latest__link">
                {post.title}
              </RouterLink>
              <time className="news-latest__date" dateTime={post.published_at}>
                {date(post.published_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <RouterLink href={POSTS_PATH} className="news-latest__all">
        {t('news.dashboard.all')}
      </RouterLink>
    </section>
  );
}
