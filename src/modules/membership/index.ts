// The membership module (docs/spec.md §12 "Joining the club", "Membership card", §4 "Installable and
// offline"): the application at /join (the same form is the <club-join> widget, widget.tsx) and the
// member's signed card to show at the counter, also without a network (the service worker keeps the
// last one fetched).
import { defineModule } from '../../core/modules.ts';

export const membershipModule = defineModule({
  id: 'membership',
  routes: [
    {
      name: 'Membership:Join',
      path: '/join',
      access: 'guest',
      title: 'membership.join.title',
      load: () => import('./pages/join-page.tsx'),
    },
    {
      name: 'Membership:Card',
      path: '/card',
      access: 'auth',
      title: 'membership.title',
      load: () => import('./pages/card-page.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'membership.sidebar', path: '/card', icon: 'user', order: 19 }],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
