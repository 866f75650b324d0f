// The portal's own pages (they belong to no feature module) and the sidebar skeleton of docs/spec.md §2:
// 'personal area' (Dashboard, Settings) and 'information' (News, Help). News and Help point at
// the news and support modules' routes; until such a module registers the route, the entry shows
// as 'Coming Soon' (layouts/sidebar-model.ts), so those modules need no sidebar entry of their own.
import { defineModule } from '../core/modules.ts';
import { withMemberTexts } from '../modules/common/index.ts';
import { DASHBOARD_ROUTE, SETTINGS_ROUTE } from './router/resolve.ts';

export const GHOST_MODE_PERMISSION = 'ghost-mode';

export const shellModule = defineModule({
  id: 'shell',
  routes: [
    // docs/spec.md §2: the dashboard also requires the Wallet module.
    {
      name: DASHBOARD_ROUTE,
      path: '/dashboard',
      access: 'auth',
      requires: ['wallet'],
      title: 'common.pages.dashboard',
      load: () => withMemberTexts(import('./pages/dashboard.tsx')),
    },
    {
      name: SETTINGS_ROUTE,
      path: '/settings/:page?',
      access: 'auth',
      title: 'common.pages.settings',
      load: () => withMemberTexts(import('./layouts/settings-layout.tsx')),
    },
    {
      name: 'Routes',
      path: '/routes',
      access: 'auth',
      title: 'common.pages.routes',
      load: () => withMemberTexts(import('./pages/routes.tsx')),
    },
    {
      name: 'EnterGhostMode',
      path: '/enter-ghost-mode',
      access: 'auth',
      layout: 'card',
      permission: GHOST_MODE_PERMISSION,
      title: 'common.pages.enterGhostMode',
      load: () => withMemberTexts(import('./pages/enter-ghost-mode.tsx')),
    },
    {
      name: 'Notfound',
      path: '/notfound',
      access: 'public',
      title: 'common.pages.notfound',
      load: () => import('./pages/notfound.tsx'),
    },
    {
      name: 'Error500',
      path: '/error500',
      access: 'public',
      title: 'common.pages.error500',
      load: () => import('./pages/error500.tsx'),
    },
    {
      name: 'Maintenance',
      path: '/maintenance',
      access: 'public',
      title: 'common.pages.maintenance',
      load: () => import('./pages/maintenance.tsx'),
    },
  ],
  sidebar: [
    { section: 'personal', label: 'common.sidebar.dashboard', path: '/dashboard', icon: 'user', order: 10 },
    { section: 'personal', label: 'common.sidebar.settings', path: '/settings', icon: 'settings', order: 90 },
    { section: 'information', label: 'common.sidebar.news', path: '/posts', icon: 'news', order: 10 },
    { section: 'information', label: 'common.sidebar.help', path: '/support/faq', icon: 'help', order: 20 },
  ],
});
