// THE list of server modules, in mount and seed order. A new module (settings, wallet, chat, ...)
// is one file server/routes/<module>.ts plus one entry here.
import type { ServerModule } from './module.ts';
import { devPaths, platformPaths } from './openapi/platform.ts';
import { devMailRoutes } from './routes/dev-mail.ts';
import { platformRoutes } from './routes/platform.ts';

export const platformModule: ServerModule = { id: 'platform', api: platformRoutes, openapi: platformPaths };

export const devMailModule: ServerModule = {
  id: 'dev-mail',
  root: devMailRoutes,
  openapi: (deps) => (deps.config.demo ? devPaths : {}),
};

export const serverModules: readonly ServerModule[] = [platformModule, devMailModule];
