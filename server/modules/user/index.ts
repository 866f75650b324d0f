// The signed-in member (GET user, GET user/header, flags, push registration); seeds the demo
// members first, as every other module's demo data belongs to them.
import type { ServerModule } from '../../http/module.ts';
import { userRoutes } from './routes.ts';
import { seedUsers } from './seed.ts';

export const userModule: ServerModule = { id: 'user', api: userRoutes, seed: seedUsers };
