// The support inbox in the staff area (docs/spec.md §10 "Support inbox"): members' tickets by status,
// a ticket's thread with internal notes, and the FAQ and contact categories editor.
import { defineModule } from '../../core/modules.ts';
import { withUiTexts } from '../../ui/ui-texts.ts';

export const clubSupportModule = defineModule({
  id: 'club-support',
  routes: [
    {
      name: 'Club:Inbox',
      path: '/club/inbox',
      access: 'auth',
      permission: 'tickets',
      title: 'club-support.pages.inbox',
      load: () => import('./pages/inbox-page.tsx'),
    },
    {
      name: 'Club:InboxTicket',
      path: '/club/inbox/:id',
      access: 'auth',
      permission: 'tickets',
      title: 'club-support.pages.ticket',
      load: () => import('./pages/ticket-page.tsx'),
    },
    {
      name: 'Club:Faq',
      path: '/club/faq',
      access: 'auth',
      permission: 'support-faq',
      title: 'club-support.pages.faq',
      load: () => import('./pages/faq-page.tsx'),
    },
  ],
  sidebar: [
    { section: 'club', label: 'club-support.pages.inbox', path: '/club/inbox', icon: 'help', order: 30 },
    { section: 'club', label: 'club-support.pages.faq', path: '/club/faq', icon: 'info', order: 31 },
  ],
  messages: withUiTexts({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') }),
});
