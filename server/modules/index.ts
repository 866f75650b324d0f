// THE list of server modules, in mount and seed order. A feature lives in server/modules/<feature>/:
// routes.ts (Hono routes), repository.ts (its SQL), openapi.ts (its paths), seed.ts (demo data);
// a feature with several of one job keeps one file per job (routes-address.ts, repository-tickets.ts).
// The shared platform is server/http, auth, realtime, db, mail, lang, pdf, openapi (document,
// shared components, wire types) and cli. A new module is its folder and one entry here.
import type { ServerModule } from './module.ts';
import { appointmentPaths } from './appointment/openapi.ts';
import { authPaths } from './auth/openapi.ts';
import { publicTermsPaths } from './terms/openapi.ts';
import { siwePaths } from './siwe/openapi.ts';
import { ghostModePaths } from './ghost-mode/openapi.ts';
import { devPaths } from './dev-mail/openapi.ts';
import { platformPaths } from './platform/openapi.ts';
import { notificationPaths } from './notifications/openapi.ts';
import { userPaths } from './user/openapi.ts';
import { walletPaths } from './wallet/openapi.ts';
import { seedAppointments } from './appointment/seed.ts';
import { NOTIFICATION_HEADER_COLUMNS } from './notifications/repository.ts';
import { PENDING_TERMS_HEADER_COLUMN, PENDING_TERMS_CHANGES_AT } from './terms/repository.ts';
import { seedWallet } from './wallet/seed.ts';
import { appointmentRoutes } from './appointment/routes.ts';
import { myTicketRoutes } from './appointment/routes-my-tickets.ts';
import { myTicketPaths } from './appointment/openapi-my-tickets.ts';
import { affiliateRoutes } from './affiliate/routes.ts';
import { affiliatePaths } from './affiliate/openapi.ts';
import { seedAffiliate } from './affiliate/seed.ts';
import { authRoutes } from './auth/routes.ts';
import { publicTermsRoutes } from './terms/routes.ts';
import { chatModule } from './chat/routes.ts';
import { siweRoutes } from './siwe/routes.ts';
import { devMailRoutes } from './dev-mail/routes.ts';
import { emailVerificationRoutes } from './auth/routes-email-verification.ts';
import { ghostModeRoutes } from './ghost-mode/routes.ts';
import { newsModule } from './news/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { passwordRoutes } from './auth/routes-password.ts';
import { platformRoutes } from './platform/routes.ts';
import { supportModule } from './support/routes.ts';
import { userRoutes } from './user/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { walletMoneyRoutes } from './wallet/money-routes.ts';
import { walletPdfRoutes } from './wallet/pdf-routes.ts';
import { walletMoneyPaths } from './wallet/openapi-money.ts';
import { growingRoutes } from './growing/routes.ts';
import { growingPaths } from './growing/openapi.ts';
import { seedGrowing } from './growing/seed.ts';
import { releaseExpiredReservations, RELEASE_EVERY_MS } from './growing/expiry.ts';
import { seedDeposits } from './wallet/seed-deposits.ts';
import { seedNotifications } from './notifications/seed.ts';
import { seedTerms } from './terms/seed.ts';
import { settingsModule } from './settings/index.ts';
import { seedUsers } from './user/seed.ts';

export const platformModule: ServerModule = { id: 'platform', api: platformRoutes, openapi: platformPaths };

export const devMailModule: ServerModule = {
  id: 'dev-mail',
  root: devMailRoutes,
  openapi: (deps) => (deps.config.demo ? devPaths : {}),
};

/** Terms documents: seeded before the members, who accept the current ones. */
export const termsModule: ServerModule = {
  id: 'terms',
  api: publicTermsRoutes,
  openapi: publicTermsPaths,
  headerQuery: () => ({
    columns: { term_updates: PENDING_TERMS_HEADER_COLUMN },
    read: (row) => ({ term_updates: JSON.parse(String(row.term_updates)) as { name: string; url: string }[] }),
    changesAt: PENDING_TERMS_CHANGES_AT,
  }),
  seed: seedTerms,
};

export const authModule: ServerModule = {
  id: 'auth',
  api: () => authRoutes().route('/', passwordRoutes()).route('/', emailVerificationRoutes()),
  openapi: authPaths,
};

export const userModule: ServerModule = { id: 'user', api: userRoutes, openapi: userPaths, seed: seedUsers };

export const notificationsModule: ServerModule = {
  id: 'notifications',
  api: notificationRoutes,
  openapi: notificationPaths,
  headerQuery: () => ({
    columns: NOTIFICATION_HEADER_COLUMNS,
    read: (row) => ({
      notifications: { notifications: { unread_count: Number(row.unread_count), read_count: Number(row.read_count) } },
    }),
  }),
  seed: seedNotifications,
};

/** Support staff act as a member (server/modules/ghost-mode/routes.ts). */
export const ghostModeModule: ServerModule = { id: 'ghost-mode', api: ghostModeRoutes, openapi: ghostModePaths };

/** Sign-In with Ethereum (EIP-4361); answers 404 unless FEATURE_SIWE is on. */
export const siweModule: ServerModule = { id: 'siwe', api: siweRoutes, openapi: siwePaths };

/** The member's wallet: balance, ledger, orders, withdrawals (seeded before appointments, which pay from it). */
export const walletModule: ServerModule = {
  id: 'wallet',
  api: () => walletRoutes().route('/', walletMoneyRoutes()).route('/', walletPdfRoutes()),
  openapi: { ...walletPaths, ...walletMoneyPaths },
  seed: (deps) => {
    seedWallet(deps);
    seedDeposits(deps);
  },
};

/** The Growing module: strains, the KCanG quota, pickup reservations and handovers (paid from the wallet). */
export const growingModule: ServerModule = {
  id: 'growing',
  api: growingRoutes,
  openapi: growingPaths,
  seed: seedGrowing,
  jobs: [{ name: 'release expired reservations', everyMs: RELEASE_EVERY_MS, run: releaseExpiredReservations }],
};

/** Appointments, public events and tickets; paid tickets are paid from the wallet. */
export const appointmentModule: ServerModule = {
  id: 'appointment',
  // The member's tickets first: their GET tickets/public-key is not a ticket label.
  api: () => myTicketRoutes().route('/', appointmentRoutes()),
  openapi: { ...appointmentPaths, ...myTicketPaths },
  seed: seedAppointments,
};

/** The affiliate team page: referral link, team by level, team bonuses. */
export const affiliateModule: ServerModule = {
  id: 'affiliate',
  api: affiliateRoutes,
  openapi: affiliatePaths,
  seed: seedAffiliate,
};

export const serverModules: readonly ServerModule[] = [
  platformModule,
  devMailModule,
  termsModule,
  authModule,
  siweModule,
  userModule,
  notificationsModule,
  ghostModeModule,
  walletModule,
  growingModule,
  appointmentModule,
  newsModule,
  supportModule,
  chatModule,
  settingsModule,
  affiliateModule,
];
