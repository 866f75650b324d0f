// The common module (docs/spec.md §2: registered with no routes): header summary, terms update dialog,
// error dialogs, one-time hints, language switch, toasts; its texts are the common set that is
// always loaded (docs/spec.md §4). The notification bell is its own module (src/modules/notifications/).
// The error-reporting context (store/error-context.ts) is wired by the portal's members' layout,
// which loads the header summary it follows (members only), so a guest's first load does not carry it.
import { defineModule } from '../../core/modules.ts';

export const commonModule = defineModule({
  id: 'common',
  routes: [],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  dashboard: [
    { id: 'unread-counts', load: () => import('./components/unread-counts-card.tsx'), order: 90, reserve: 'xs' },
  ],
});
