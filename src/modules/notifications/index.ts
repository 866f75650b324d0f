// The notifications module (docs/spec.md §4): the bell in the top bar, with its panel, lists and realtime
// feed. No routes of its own; its texts are a table of their own ('notifications.…', loaded by
// store/messages-ready.ts) so the widget script, which never imports this file, loads nothing else.
import { defineModule } from '../../core/modules.ts';

export const notificationsModule = defineModule({
  id: 'notifications',
  routes: [],
  topBar: [{ id: 'notifications', load: () => import('./components/top-bar-bell.tsx') }],
});
