// THE list of widgets the loader defines. Each part is its own file in dist/embed, fetched the
// first time a signed-in member has that widget on the page; a widget is its module's own store
// and components (the module's widget.tsx), never the module's index.ts.
import type { WidgetDefinition } from './registry.ts';

export const widgets: readonly WidgetDefinition[] = [
  {
    name: 'notification-bell',
    prompt: { icon: 'bell', label: 'bell' },
    load: () => import('./widgets/notification-bell.tsx'),
  },
  {
    name: 'wallet-summary',
    attributes: ['limit'],
    ranges: { limit: [1, 5, 3] },
    prompt: { icon: 'wallet', label: 'wallet' },
    load: () => import('../src/modules/wallet/widget.tsx'),
  },
  {
    name: 'ticket-indicator',
    prompt: { icon: 'ticket', label: 'tickets' },
    load: () => import('../src/modules/support/widget.tsx'),
  },
  {
    name: 'news-feed',
    attributes: ['limit', 'variant'],
    ranges: { limit: [1, 6, 3] },
    prompt: { icon: 'news', label: 'news' },
    load: () => import('../src/modules/news/widget.tsx'),
    guest: () => import('./widgets/news-for-visitors.tsx'),
  },
  {
    name: 'events',
    attributes: ['limit'],
    ranges: { limit: [1, 6, 3] },
    prompt: { icon: 'calendar', label: 'events' },
    load: () => import('../src/modules/appointment/widget.tsx'),
  },
  {
    name: 'join',
    load: () => import('../src/modules/membership/widget.tsx'),
  },
];
