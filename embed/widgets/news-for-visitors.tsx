// <club-news-feed> for a visitor who is not signed in (docs/spec.md §9 "News for visitors"): the
// club's public posts (title, date, excerpt) and, below them, the sign-in prompt for the members'
// posts (`children`, embed/view.tsx). It travels with the prompt and its texts, without the API
// client or realtime (the signed-out page's budget, tests/build/embed-size.test.ts); after a
// sign-in the member's part (src/modules/news/widget.tsx) takes its place.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Fetch } from '../../src/core/api/api.ts';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import { newsLimit } from '../../src/modules/news/store/limit.ts';
import { publicPostsOf } from '../../src/modules/news/store/public-posts.ts';
import { loadPromptTexts } from '../prompt.tsx';
import css from '../styles/news-for-visitors.css?inline';

export interface NewsForVisitorsProps {
  limit?: string | number;
  api: string;
  fetch: Fetch;
  children?: ReactNode;
}

export function NewsForVisitors({ limit, api, fetch, children }: NewsForVisitorsProps) {
  const { t, locale } = useStore($i18n);
  const posts = useStore(publicPostsOf(fetch, api));

  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="news-visitors" part="news-feed" aria-labelledby="news-title" aria-busy={posts === null}>
      <h2 id="news-title">{t('embed.prompt.publicNews')}</h2>
      {posts === null && <p role="status">{t('embed.prompt.publicNewsLoading')}</p>}
      {posts === false && <p role="alert">{t('embed.prompt.publicNewsError')}</p>}
      {posts && posts.length === 0 && <p>{t('embed.prompt.publicNewsEmpty')}</p>}
      {posts && posts.length > 0 && (
        <ul role="list">
          {posts.slice(0, newsLimit(limit)).map((post) => (
            <li key={post.id}>
              <h3>{post.title}</h3>
              <p>
                <time dateTime={post.published_at}>{day.format(new Date(post.published_at))}</time>
              </p>
              {post.excerpt && <p>{post.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

export default { component: NewsForVisitors, styles: [css], ready: loadPromptTexts };
