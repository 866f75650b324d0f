// The club's office (docs/spec.md §10): the staff dashboard, the staff and their roles, the audit
// trail. A staff module (src/portal/staff-modules.ts): loaded only for staff, its routes each name
// the permission they need, its sidebar entries form the section "Club".
import { defineModule } from '../../core/modules.ts';
import { STAFF_DASHBOARD_ANY } from '../../shared/contract/staff-roles.ts';

export const clubOfficeModule = defineModule({
  id: 'club-office',
  routes: [
    {
      name: 'Club:Dashboard',
      path: '/club',
      access: 'auth',
      permission: STAFF_DASHBOARD_ANY,
      title: 'club-office.pages.dashboard',
      load: () => import('./pages/dashboard-page.tsx'),
    },
  ],
  sidebar: [{ section: 'club', label: 'club-office.sidebar.dashboard', path: '/club', icon: 'settings', order: 10 }],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
