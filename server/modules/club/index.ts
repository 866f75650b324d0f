// The club office as a server module (docs/spec.md §10): its routes and the staff channel, which
// only staff holding a dashboard permission may join (server/realtime/staff-cue.ts sends on it).
import { STAFF_CHANNEL } from '../../../src/shared/contract/realtime-events.ts';
import { STAFF_DASHBOARD_ANY } from '../../../src/shared/contract/staff-roles.ts';
import { holdsPermission } from '../../auth/require-permission.ts';
import type { AppDeps } from '../../http/env.ts';
import type { ServerModule } from '../../http/module.ts';
import { clubRoutes } from './routes.ts';

export const clubModule: ServerModule = {
  id: 'club',
  api: clubRoutes,
  channels: (rules) =>
    rules.channel(STAFF_CHANNEL, (user, _params, request) => {
      const deps = request?.get('deps') as AppDeps | undefined;
      return deps !== undefined && STAFF_DASHBOARD_ANY.some((name) => holdsPermission(deps, Number(user.id), name));
    }),
};
