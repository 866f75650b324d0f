// The club's office (docs/spec.md §10): the staff dashboard, the staff and their roles, the audit
// trail. A staff module (src/portal/staff-modules.ts): loaded only for staff, its routes each name
// the permission they need, its sidebar entries form the section "Club".
import { defineModule } from '../../core/modules.ts';
import { STAFF_DASHBOARD_ANY } from '../../shared/contract/staff-roles.ts';
import { withUiTexts } from '../../ui/ui-texts.ts';

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
    {
      name: 'Club:Staff',
      path: '/club/staff',
      access: 'auth',
      permission: 'staff-roles',
      title: 'club-office.pages.staff',
      load: () => import('./pages/staff-page.tsx'),
    },
    {
      name: 'Club:Terms',
      path: '/club/terms',
      access: 'auth',
      permission: 'terms',
      title: 'club-office.pages.terms',
      load: () => import('./pages/terms-page.tsx'),
    },
    {
      name: 'Club:WidgetOrigins',
      path: '/club/widget-origins',
      access: 'auth',
      permission: 'widget-origins',
      title: 'club-office.pages.widgetOrigins',
      load: () => import('./pages/widget-origins-page.tsx'),
    },
    {
      name: 'Club:Audit',
      path: '/club/audit',
      access: 'auth',
      permission: 'audit-read',
      title: 'club-office.pages.audit',
      load: () => import('./pages/audit-page.tsx'),
    },
  ],
  sidebar: [
    { section: 'club', label: 'club-office.sidebar.dashboard', path: '/club', icon: 'settings', order: 10 },
    { section: 'club', label: 'club-office.sidebar.terms', path: '/club/terms', icon: 'news', order: 70 },
    { section: 'club', label: 'club-office.sidebar.staff', path: '/club/staff', icon: 'user', order: 80 },
    {
      section: 'club',
      label: 'club-office.sidebar.widgetOrigins',
      path: '/club/widget-origins',
      icon: 'settings',
      order: 85,
    },
    { section: 'club', label: 'club-office.sidebar.audit', path: '/club/audit', icon: 'lock', order: 90 },
  ],
  messages: withUiTexts({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') }),
});
