// Demo mode only: the mails the server sent, readable at /dev/mail (server/modules/dev-mail/routes.ts).
import type { ServerModule } from '../../http/module.ts';
import { devMailRoutes } from './routes.ts';

export const devMailModule: ServerModule = {
  id: 'dev-mail',
  root: devMailRoutes,
};
