// The support module (docs/spec.md §2): FAQ with topics (Support:FAQ, alias /faq), contact topics and the
// contact form that opens a ticket, the member's tickets and a ticket's thread (Support:Ticket).
// The sidebar's 'Help' entry is the shell's (information section), pointing at /support/faq.
// Reusable outside the portal: tickets/ticket-unread.ts ($ticketUnread, $ticketsEnabled),
// tickets/ticket-indicator.tsx, paths.ts.
import { defineModule } from '../../core/modules.ts';

const faq = () => import('./pages/faq-page.tsx');

export const supportModule = defineModule({
  id: 'support',
  routes: [
    { name: 'Support:FAQ', path: '/support/faq/:category?', access: 'auth', title: 'support.pages.faq', load: faq },
    { name: 'Support:FAQAlias', path: '/faq/:category?', access: 'auth', title: 'support.pages.faq', load: faq },
    // Before support/contact/:category, which would otherwise match 'categories'.
    {
      name: 'Support:ContactCategories',
      path: '/support/contact/categories',
      access: 'auth',
      title: 'support.pages.contactCategories',
      load: () => import('./pages/categories-page.tsx'),
    },
    {
      name: 'Support:Contact',
      path: '/support/contact/:category',
      access: 'auth',
      title: 'support.pages.contact',
      load: () => import('./pages/contact-page.tsx'),
    },
    {
      name: 'Support:Tickets',
      path: '/support/tickets',
      access: 'auth',
      title: 'support.pages.tickets',
      load: () => import('./pages/tickets-page.tsx'),
    },
    {
      name: 'Support:Ticket',
      path: '/support/ticket/:id',
      access: 'auth',
      title: 'support.pages.ticket',
      load: () => import('./pages/ticket-page.tsx'),
    },
  ],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
