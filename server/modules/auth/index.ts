// Registration, login with its verification step (or a passkey), password reset and email verification.
import type { ServerModule } from '../../http/module.ts';
import { authRoutes } from './routes.ts';
import { emailVerificationRoutes } from './routes-email-verification.ts';
import { passwordRoutes } from './routes-password.ts';
import { passkeyAuthRoutes } from './routes-passkey.ts';

export const authModule: ServerModule = {
  id: 'auth',
  api: () =>
    authRoutes().route('/', passwordRoutes()).route('/', emailVerificationRoutes()).route('/', passkeyAuthRoutes()),
};
