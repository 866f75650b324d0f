// <club-news-feed limit="3">: the latest posts (title, date, plain-text excerpt), each linking to
// the portal's post: the news module's own store and post card, in a widget's shadow root. Live:
// PostPublished on the public channel `news` refetches the list (its store follows the cue). Signed out, the loader shows its
// prompt instead (the posts are for members).
import { useStore } from '@nanostores/react';
import { $i18n, loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import buttonCss from '../../ui/button.css?inline';
import spinnerCss from '../../ui/spinner.css?inline';
import skeletonCss from '../../ui/skeleton.css?inline';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { $latestPosts, refreshLatestPosts } from './store/latest-posts.ts';
import { newsLimit } from './store/limit.ts';
import { POSTS_PATH, postPath } from './store/paths.ts';
import { date } from '../../core/format.ts';
import { PostCard } from './components/post-card.tsx';
import postCardCss from './components/post-card.css?inline';
import widgetCss from './components/widget.css?inline';

// Only the texts this widget shows, in the member's texts file of the page's language
// (rollup.config.mjs), there before its first render (`ready`).
registerMessages('news', {
  en: () => import('./messages/widget/en.ts'),
  de: () => import('./messages/widget/de.ts'),
});

export { NEWS_WIDGET_MAX, newsLimit } from './store/limit.ts';

/** `variant="compact"`: titles and dates only (a sidebar, a footer). */
export const isCompact = (variant: unknown) => variant === 'compact';

export function NewsFeedWidget({
  limit,
  variant,
  portal,
}: {
  limit?: string | number;
  variant?: string;
  portal: string;
}) {
  const { t, locale } = useStore($i18n);
  const state = useStore($latestPosts);
  const posts = state.data?.slice(0, newsLimit(limit)) ?? null;

  return (
    <section
      className="news-widget"
      part="news-feed"
      aria-labelledby="news-widget-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="news-widget-title" className="news-widget__title">
        {t('news.dashboard.title')}
      </h2>
      {state.status === 'failed' && !posts && (
        <div role="alert">
          <p>{t('news.dashboard.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refreshLatestPosts()}>
            {t('news.dashboard.retry')}
          </Button>
        </div>
      )}
      {!posts && state.status !== 'failed' && (
        <>
          <span className="club-visually-hidden" role="status">
            {t('news.dashboard.loading')}
          </span>
          <Skeleton lines={3} />
        </>
      )}
      {posts && posts.length === 0 && <p className="news-empty">{t('news.dashboard.empty')}</p>}
      {posts && posts.length > 0 && (
        <ul className="news-widget__list" role="list">
          {posts.map((post) => (
            <li key={post.id}>
              {isCompact(variant) ? (
                <p className="news-widget__compact">
                  <a href={`${portal}${postPath(post)}`}>{post.title}</a>{' '}
                  <time dateTime={post.published_at}>{date(post.published_at, locale)}</time>
                </p>
              ) : (
                <PostCard post={post} headingLevel={3} base={portal} />
              )}
            </li>
          ))}
        </ul>
      )}
      <a href={`${portal}${POSTS_PATH}`} className="news-widget__all" part="portal-link">
        {t('news.dashboard.all')}
      </a>
    </section>
  );
}

export default {
  component: NewsFeedWidget,
  styles: [buttonCss, spinnerCss, skeletonCss, postCardCss, widgetCss],
  ready: () => loadMessages(['news']).catch(() => {}),
};
