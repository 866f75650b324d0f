// The volunteering module (docs/spec.md §11, KCanG §17): the member logs the hours they worked for the
// club against its yearly target, sees which were approved, and downloads the yearly overview; the
// dashboard card shows this year's progress.
import { defineModule } from '../../core/modules.ts';

export const volunteeringModule = defineModule({
  id: 'volunteering',
  routes: [
    {
      name: 'Volunteering:Hours',
      path: '/volunteering',
      access: 'auth',
      title: 'volunteering.title',
      load: () => import('./pages/volunteering-page.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'volunteering.sidebar', path: '/volunteering', icon: 'calendar', order: 45 }],
  dashboard: [
    {
      id: 'volunteering',
      load: () => import('./components/dashboard-card.tsx'),
      data: () => import('./store.ts').then((store) => [store.volunteerYears.at(store.currentYear())]),
      order: 60,
      reserve: 'md',
    },
  ],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
