// The treasury in the staff area (docs/spec.md §10 "Treasury"): orders, bank statements, payouts and
// a member's ledger. A staff module (src/portal/staff-modules.ts): each route names its permission.
import { defineModule } from '../../core/modules.ts';
import { withUiTexts } from '../../ui/ui-texts.ts';

export const clubTreasuryModule = defineModule({
  id: 'club-treasury',
  routes: [
    {
      name: 'Club:Orders',
      path: '/club/orders',
      access: 'auth',
      permission: 'orders',
      title: 'club-treasury.pages.orders',
      load: () => import('./pages/orders-page.tsx'),
    },
    {
      name: 'Club:Bank',
      path: '/club/bank',
      access: 'auth',
      permission: 'bank-import',
      title: 'club-treasury.pages.bank',
      load: () => import('./pages/bank-page.tsx'),
    },
    {
      name: 'Club:Payouts',
      path: '/club/payouts',
      access: 'auth',
      permission: 'payouts',
      title: 'club-treasury.pages.payouts',
      load: () => import('./pages/payouts-page.tsx'),
    },
    {
      name: 'Club:Fees',
      path: '/club/fees',
      access: 'auth',
      permission: 'fees',
      title: 'club-treasury.pages.fees',
      load: () => import('./pages/fees-page.tsx'),
    },
    {
      name: 'Club:Ledger',
      path: '/club/ledger',
      access: 'auth',
      permission: 'ledger-read',
      title: 'club-treasury.pages.ledger',
      load: () => import('./pages/ledger-page.tsx'),
    },
  ],
  sidebar: [
    { section: 'club', label: 'club-treasury.pages.orders', path: '/club/orders', icon: 'wallet', order: 20 },
    { section: 'club', label: 'club-treasury.pages.bank', path: '/club/bank', icon: 'download', order: 21 },
    { section: 'club', label: 'club-treasury.pages.payouts', path: '/club/payouts', icon: 'wallet', order: 22 },
    { section: 'club', label: 'club-treasury.pages.fees', path: '/club/fees', icon: 'calendar', order: 23 },
    { section: 'club', label: 'club-treasury.pages.ledger', path: '/club/ledger', icon: 'user', order: 24 },
  ],
  messages: withUiTexts({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') }),
});
