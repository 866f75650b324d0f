// Every post for the editor (Club:Posts, docs/spec.md §10 "Posts"): drafts, scheduled and published
// ones, newest first, each opening the editor; a new post starts at /club/posts/new.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { StaffPager } from '../../../ui/staff-pager.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { StaffPage } from '../../../ui/staff-page.tsx';
import { postPages } from '../store/posts-store.ts';
import { Problem } from '../../../ui/problem.tsx';

export default function PostsPage() {
  const { t, locale } = useStore($i18n);
  const [page, setPage] = useState(1);
  const state = useStore(postPages.at(page));
  return (
    <StaffPage title={t('club-editor.posts.title')}>
      <p>
        <RouterLink href="/club/posts/new">{t('club-editor.posts.new')}</RouterLink>
      </p>
      {state.status === 'failed' && <Problem text={t('ui.failed')} />}
      {state.data && (
        <div aria-busy={state.status === 'loading'}>
          {state.data.data.length === 0 ? (
            <p>{t('club-editor.posts.empty')}</p>
          ) : (
            <ul className="club-office-list">
              {state.data.data.map((post) => (
                <li key={post.id}>
                  <RouterLink href={`/club/posts/${post.id}`}>{post.title}</RouterLink>
                  <span className="club-office-muted">
                    {t(`club-editor.posts.state.${post.state}`)}
                    {post.published_at ? ` · ${dateTime(post.published_at, locale)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <StaffPager
            page={state.data}
            busy={state.status === 'loading'}
            onPage={setPage}
            label={t('club-editor.posts.pages')}
          />
        </div>
      )}
    </StaffPage>
  );
}
