// Posts and events in the staff area (docs/spec.md §10 "Posts", "Events and appointments"): the posts
// editor with its live preview, events with their seats taken, and the door's check-in scanner.
import { defineModule } from '../../core/modules.ts';
import { withUiTexts } from '../../ui/ui-texts.ts';

export const clubEditorModule = defineModule({
  id: 'club-editor',
  routes: [
    {
      name: 'Club:Posts',
      path: '/club/posts',
      access: 'auth',
      permission: 'posts',
      title: 'club-editor.pages.posts',
      load: () => import('./pages/posts-page.tsx'),
    },
    {
      name: 'Club:Post',
      path: '/club/posts/:id',
      access: 'auth',
      permission: 'posts',
      title: 'club-editor.pages.post',
      load: () => import('./pages/post-editor-page.tsx'),
    },
    {
      name: 'Club:Events',
      path: '/club/events',
      access: 'auth',
      permission: ['events', 'check-in'],
      title: 'club-editor.pages.events',
      load: () => import('./pages/events-page.tsx'),
    },
    {
      name: 'Club:Door',
      path: '/club/events/:id/door',
      access: 'auth',
      permission: 'check-in',
      title: 'club-editor.pages.door',
      load: () => import('./pages/door-page.tsx'),
    },
  ],
  sidebar: [
    { section: 'club', label: 'club-editor.pages.posts', path: '/club/posts', icon: 'news', order: 40 },
    { section: 'club', label: 'club-editor.pages.events', path: '/club/events', icon: 'ticket', order: 41 },
  ],
  messages: withUiTexts({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') }),
});
