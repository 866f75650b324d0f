// The platform's public routes as a server module: the client configuration and the OpenAPI document.
import type { ServerModule } from '../../http/module.ts';
import { platformRoutes } from './routes.ts';

export const platformModule: ServerModule = { id: 'platform', api: platformRoutes };
