// The counter and the batches in the staff area (docs/spec.md §12 "Counter", "Batches", "Recall"):
// staff check applicants' IDs and admit them; counter staff find a member and hand over grams of a released batch with its leaflet; the grow
// manager records harvests as batches, releases and recalls them; the records (KCanG §26) and the yearly
// report; the prevention officer's figures and confidential messages (§23). A staff module
// (src/portal/staff-modules.ts): each route names its permission.
import { defineModule } from '../../core/modules.ts';
import { withUiTexts } from '../../ui/ui-texts.ts';

export const clubCounterModule = defineModule({
  id: 'club-counter',
  routes: [
    {
      name: 'Club:Counter',
      path: '/club/counter',
      access: 'auth',
      permission: 'dispense',
      title: 'club-counter.pages.counter',
      load: () => import('./pages/counter-page.tsx'),
    },
    {
      name: 'Club:Batches',
      path: '/club/batches',
      access: 'auth',
      permission: 'strains',
      title: 'club-counter.pages.batches',
      load: () => import('./pages/batches-page.tsx'),
    },
    {
      name: 'Club:Applications',
      path: '/club/applications',
      access: 'auth',
      permission: 'members',
      title: 'club-counter.pages.applications',
      load: () => import('./pages/applications-page.tsx'),
    },
    {
      name: 'Club:Records',
      path: '/club/records',
      access: 'auth',
      permission: 'records',
      title: 'club-counter.pages.records',
      load: () => import('./pages/records-page.tsx'),
    },
    {
      name: 'Club:Report',
      path: '/club/report',
      access: 'auth',
      permission: 'records',
      title: 'club-counter.pages.report',
      load: () => import('./pages/report-page.tsx'),
    },
    {
      name: 'Club:Prevention',
      path: '/club/prevention',
      access: 'auth',
      permission: 'prevention',
      title: 'club-counter.pages.prevention',
      load: () => import('./pages/prevention-page.tsx'),
    },
  ],
  sidebar: [
    { section: 'club', label: 'club-counter.pages.counter', path: '/club/counter', icon: 'user', order: 40 },
    { section: 'club', label: 'club-counter.pages.batches', path: '/club/batches', icon: 'download', order: 41 },
    {
      section: 'club',
      label: 'club-counter.pages.applications',
      path: '/club/applications',
      icon: 'user',
      order: 39,
    },
    { section: 'club', label: 'club-counter.pages.records', path: '/club/records', icon: 'download', order: 42 },
    { section: 'club', label: 'club-counter.pages.report', path: '/club/report', icon: 'download', order: 43 },
    { section: 'club', label: 'club-counter.pages.prevention', path: '/club/prevention', icon: 'user', order: 44 },
  ],
  messages: withUiTexts({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') }),
});
