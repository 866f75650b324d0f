// The Growing module (docs/spec.md §2 names it): the quota meter and distribution record at
// /growing, the strain menu and pickup reservation at /growing/sale (Growing:Sale, where a
// client update only sets the 'update available' flag), the 'Growing' sidebar entry, the
// Dashboard's quota card and the date-of-birth settings page.
import { defineModule } from '../../core/modules.ts';

export const growingModule = defineModule({
  id: 'growing',
  routes: [
    {
      name: 'Growing:Overview',
      path: '/growing',
      access: 'auth',
      title: 'growing.pages.overview',
      load: () => import('./pages/overview.tsx'),
    },
    {
      name: 'Growing:Sale',
      path: '/growing/sale',
      access: 'auth',
      title: 'growing.pages.sale',
      load: () => import('./pages/sale.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'growing.sidebar', path: '/growing', icon: 'calendar', order: 25 }],
  settings: [
    {
      name: 'SettingsDateOfBirth',
      path: '/settings/date-of-birth',
      label: 'growing.pages.birth',
      order: 25,
      load: () => import('./pages/date-of-birth.tsx'),
    },
  ],
  dashboard: [
    {
      id: 'growing-quota',
      load: () => import('./components/dashboard-card.tsx'),
      data: () => import('./store.ts').then((store) => [store.$quota]),
      order: 15,
      reserve: 'sm',
    },
  ],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
