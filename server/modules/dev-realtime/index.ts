// Demo mode only: the realtime hub's live counts at GET /dev/realtime-stats (./routes.ts).
import type { ServerModule } from '../../http/module.ts';
import { devRealtimeRoutes } from './routes.ts';

export const devRealtimeModule: ServerModule = {
  id: 'dev-realtime',
  root: devRealtimeRoutes,
};
