// Sign-In with Ethereum (EIP-4361); answers 404 unless FEATURE_SIWE is on.
import type { ServerModule } from '../../http/module.ts';
import { siweRoutes } from './routes.ts';

export const siweModule: ServerModule = { id: 'siwe', api: siweRoutes };
