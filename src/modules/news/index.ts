// The news module (docs/spec.md §2): posts (News:Posts) and a single post (News:Post), the dashboard card
// 'Latest posts'. The sidebar's 'News' entry is the shell's (information section), pointing here.
// Reusable outside the portal: latest-posts.ts ($latestPosts), posts/post-card.tsx, paths.ts.
import { defineModule } from '../../core/modules.ts';

export const newsModule = defineModule({
  id: 'news',
  routes: [
    {
      name: 'News:Posts',
      path: '/posts',
      access: 'auth',
      title: 'news.pages.posts',
      load: () => import('./pages/posts-page.tsx'),
    },
    {
      name: 'News:Post',
      path: '/post/:id/:vanity_url?',
      access: 'auth',
      title: 'news.pages.post',
      load: () => import('./pages/post-page.tsx'),
    },
  ],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  dashboard: [
    {
      id: 'latest-posts',
      load: () => import('./components/latest-posts-card.tsx'),
      data: () => import('./store/latest-posts.ts').then((store) => [store.$latestPosts]),
      order: 40,
      reserve: 'lg',
    },
  ],
});
