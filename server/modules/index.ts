// THE list of server modules, in mount and seed order. A feature lives in server/modules/<feature>/:
// index.ts (its ServerModule: the one definition), routes.ts (Hono routes), repository.ts (its
// SQL), seed.ts (demo data); its endpoints' schemas are src/shared/contract/<feature>.ts. A feature
// with several of one job keeps one file per job (routes-address.ts, repository-tickets.ts). Modules never import each other: what
// two share is the platform's (server/http, auth, ledger, notifications, realtime, db, mail, lang,
// pdf, qr, openapi: the generated document) or reaches them through createApp's deps. A new module is its folder and one
// entry here.
import type { ServerModule } from '../http/module.ts';
import { affiliateModule } from './affiliate/index.ts';
import { appointmentModule } from './appointment/index.ts';
import { authModule } from './auth/index.ts';
import { clubModule } from './club/index.ts';
import { chatModule } from './chat/index.ts';
import { devMailModule } from './dev-mail/index.ts';
import { devRealtimeModule } from './dev-realtime/index.ts';
import { ghostModeModule } from './ghost-mode/index.ts';
import { growingModule } from './growing/index.ts';
import { membershipModule } from './membership/index.ts';
import { newsModule } from './news/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { platformModule } from './platform/index.ts';
import { settingsModule } from './settings/index.ts';
import { siweModule } from './siwe/index.ts';
import { supportModule } from './support/index.ts';
import { termsModule } from './terms/index.ts';
import { userModule } from './user/index.ts';
import { walletModule } from './wallet/index.ts';
import { volunteeringModule } from './volunteering/index.ts';

export const serverModules: readonly ServerModule[] = [
  platformModule,
  devMailModule,
  // terms before the members, who accept the current ones when seeded
  termsModule,
  authModule,
  siweModule,
  // the demo members first among the seeds: every later seed gives them data
  userModule,
  notificationsModule,
  ghostModeModule,
  // the wallet before growing and appointments, which pay from it
  walletModule,
  growingModule,
  membershipModule,
  appointmentModule,
  newsModule,
  supportModule,
  chatModule,
  settingsModule,
  affiliateModule,
  volunteeringModule,
  devRealtimeModule,
  clubModule,
];
