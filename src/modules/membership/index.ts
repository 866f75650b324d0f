// The membership module (docs/spec.md §12 "Joining the club", "Membership card"): the application at
// /join (the same form is the <club-join> widget, widget.tsx) and the member's signed card.
import { defineModule } from '../../core/modules.ts';

export const membershipModule = defineModule({
  id: 'membership',
  routes: [
    {
      name: 'Membership:Join',
      path: '/join',
      access: 'guest',
      title: 'membership.pages.join',
      load: () => import('./pages/join-page.tsx'),
    },
    {
      name: 'Membership:Card',
      path: '/membership/card',
      access: 'auth',
      title: 'membership.pages.card',
      load: () => import('./pages/card-page.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'membership.pages.card', path: '/membership/card', icon: 'user', order: 45 }],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
