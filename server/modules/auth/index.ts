// Registration, login with its verification step, password reset and email verification.
import type { ServerModule } from '../../http/module.ts';
import { authRoutes } from './routes.ts';
import { emailVerificationRoutes } from './routes-email-verification.ts';
import { passwordRoutes } from './routes-password.ts';

export const authModule: ServerModule = {
  id: 'auth',
  api: () => authRoutes().route('/', passwordRoutes()).route('/', emailVerificationRoutes()),
};
