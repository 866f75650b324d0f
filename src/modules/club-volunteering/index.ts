// Volunteer hours in the staff area (docs/spec.md §11, KCanG §17): members' logged hours by status;
// staff with `volunteer-hours` approve or reject the waiting ones.
import { defineModule } from '../../core/modules.ts';
import { withUiTexts } from '../../ui/ui-texts.ts';

export const clubVolunteeringModule = defineModule({
  id: 'club-volunteering',
  routes: [
    {
      name: 'Club:Volunteering',
      path: '/club/volunteering',
      access: 'auth',
      permission: 'volunteer-hours',
      title: 'club-volunteering.title',
      load: () => import('./pages/review-page.tsx'),
    },
  ],
  sidebar: [
    { section: 'club', label: 'club-volunteering.title', path: '/club/volunteering', icon: 'calendar', order: 40 },
  ],
  messages: withUiTexts({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') }),
});
