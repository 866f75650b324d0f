// The membership module (docs/spec.md §12 "Membership card", §4 "Installable and offline"): the
// member's signed card to show at the counter, also without a network (the service worker keeps
// the last one fetched).
import { defineModule } from '../../core/modules.ts';

export const membershipModule = defineModule({
  id: 'membership',
  routes: [
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
