// Post (News:Post, docs/spec.md §2 post/{id}/{vanity_url?}): one post, its body sanitised again here
// before it is shown. A missing or outdated vanity_url is replaced by the post's own.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { date } from '../../../core/format.ts';
import { isMissing } from '../../../core/resource/resource.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { POSTS_PATH, postPath, safeImageUrl } from '../store/paths.ts';
import { useNewsStyles } from '../components/use-news-styles.ts';
import { PostBody } from '../components/post-body.tsx';
import { posts } from '../store/post-store.ts';

export interface PostPageProps {
  params: { id?: string; vanity_url?: string };
}

export default function PostPage({ params }: PostPageProps) {
  useNewsStyles();
  const { t, locale } = useStore($i18n);
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  const state = useStore(posts.at(id));

  const post = state.data && String(state.data.id) === id ? state.data : null;

  useEffect(() => {
    if (post && params.vanity_url !== post.vanity_url) navigate(postPath(post), { replace: true });
  }, [post, params.vanity_url, navigate]);

  const back = (
    <Link href={POSTS_PATH} className="news-back">
      {t('news.post.back')}
    </Link>
  );

  if (isMissing(state)) {
    return (
      <section className="news-page">
        <p className="club-failure" role="alert">
          {t('news.post.notFound')}
        </p>
        {back}
      </section>
    );
  }

  if (state.status === 'failed') {
    return (
      <section className="news-page">
        <div className="club-failure" role="alert">
          <p>{t('news.post.error')}</p>
          <Button variant="secondary" onClick={() => void posts.load(id)}>
            {t('news.post.retry')}
          </Button>
        </div>
        {back}
      </section>
    );
  }

  if (!post) {
    return (
      <section className="news-page" aria-busy="true">
        <Spinner label={t('news.post.loading')} />
        <Skeleton lines={6} />
      </section>
    );
  }

  const image = safeImageUrl(post.image_url);
  return (
    <article className="news-page news-post" aria-labelledby="news-post-title">
      {back}
      <h1 id="news-post-title" className="news-page__title">
        {post.title}
      </h1>
      <p className="news-post__meta">
        {t('news.post.published', { date: date(post.published_at, locale), author: post.author })}
      </p>
      {image && <img className="news-post__image" src={image} alt="" decoding="async" />}
      <PostBody html={post.body_html} navigate={navigate} />
    </article>
  );
}
