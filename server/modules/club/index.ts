// The club office as a server module (docs/spec.md §10): its routes, the snippet page's preview
// document at the root, and the staff channel, which only staff holding a dashboard permission may
// join (server/realtime/staff-cue.ts sends on it).
import { STAFF_CHANNEL } from '../../../src/shared/contract/realtime-events.ts';
import { STAFF_DASHBOARD_ANY } from '../../../src/shared/contract/staff-roles.ts';
import { holdsPermission } from '../../auth/require-permission.ts';
import type { AppDeps } from '../../http/env.ts';
import type { ServerModule } from '../../http/module.ts';
import { clubRoutes } from './routes.ts';
import { widgetPreviewRoutes } from './routes-widget-preview.ts';

export const clubModule: ServerModule = {
  id: 'club',
  api: clubRoutes,
  root: widgetPreviewRoutes,
  channels: (rules) =>
    rules.channel(STAFF_CHANNEL, (user, _params, request) => {
      const deps = request?.get('deps') as AppDeps | undefined;
      return deps !== undefined && STAFF_DASHBOARD_ANY.some((name) => holdsPermission(deps, Number(user.id), name));
    }),
};
