// Support staff act as a member (./routes.ts).
import type { ServerModule } from '../../http/module.ts';
import { ghostModeRoutes } from './routes.ts';

export const ghostModeModule: ServerModule = { id: 'ghost-mode', api: ghostModeRoutes };
