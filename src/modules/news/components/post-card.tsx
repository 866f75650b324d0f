// One post in a list: picture, title (the link), date and author, excerpt. Shared by the Posts
// page and the news-feed widget.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { date } from '../../../core/format.ts';
import { PlainLink, type LinkComponent } from '../../../ui/link.tsx';
import { postPath, safeImageUrl } from '../store/paths.ts';
import type { PostSummary } from '../types.ts';

export interface PostCardProps {
  post: PostSummary;
  /** 2 on the Posts page, 3 inside a card. */
  headingLevel?: 2 | 3;
  Link?: LinkComponent;
  /** Prefixes the portal's address (widgets); '' inside the portal. */
  base?: string;
}

export function PostCard({ post, headingLevel = 2, Link = PlainLink, base = '' }: PostCardProps) {
  const { t, locale } = useStore($i18n);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = safeImageUrl(post.image_url);
  const href = `${base}${postPath(post)}`;
  return (
    <article className="news-card">
      {image && <img className="news-card__image" src={image} alt="" loading="lazy" decoding="async" />}
      <div className="news-card__content">
        <Heading className="news-card__title">
          <Link href={href} className="news-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="news-card__meta">
          <time dateTime={post.published_at}>{date(post.published_at, locale)}</time> ·{' '}
          {t('news.card.by', { author: post.author })}
        </p>
        {post.excerpt && <p className="news-card__excerpt">{post.excerpt}</p>}
      </div>
    </article>
  );
}
