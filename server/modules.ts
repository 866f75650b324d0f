// THE list of server modules, in mount and seed order. A new module (settings, wallet, chat, ...)
// is a routes file server/routes/<module>.ts, its OpenAPI paths in server/openapi/<module>.ts,
// optionally a header contribution and a seed, and one entry here.
import { toTimestamp } from './clock.ts';
import type { ServerModule } from './module.ts';
import { appointmentPaths } from './openapi/appointments.ts';
import { authPaths } from './openapi/auth.ts';
import { publicTermsPaths } from './openapi/terms-public.ts';
import { siwePaths } from './openapi/siwe.ts';
import { ghostModePaths } from './openapi/ghost-mode.ts';
import { devPaths, platformPaths } from './openapi/platform.ts';
import { notificationPaths, userPaths } from './openapi/user.ts';
import { walletPaths } from './openapi/wallet.ts';
import { seedAppointments } from './repositories/appointments-seed.ts';
import { countNotifications } from './repositories/notifications.ts';
import { pendingTermsDocuments } from './repositories/terms.ts';
import { seedWallet } from './repositories/wallet-seed.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { myTicketRoutes } from './modules/appointment/my-tickets-routes.ts';
import { myTicketPaths } from './modules/appointment/my-tickets-openapi.ts';
import { affiliateRoutes } from './modules/affiliate/routes.ts';
import { affiliatePaths } from './modules/affiliate/openapi.ts';
import { seedAffiliate } from './modules/affiliate/seed.ts';
import { authRoutes } from './routes/auth.ts';
import { publicTermsRoutes } from './routes/terms-public.ts';
import { chatModule } from './routes/chat.ts';
import { siweRoutes } from './routes/siwe.ts';
import { devMailRoutes } from './routes/dev-mail.ts';
import { emailVerificationRoutes } from './routes/email-verification.ts';
import { ghostModeRoutes } from './routes/ghost-mode.ts';
import { newsModule } from './routes/news.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { passwordRoutes } from './routes/password.ts';
import { platformRoutes } from './routes/platform.ts';
import { supportModule } from './routes/support.ts';
import { userRoutes } from './routes/user.ts';
import { walletRoutes } from './routes/wallet.ts';
import { seedNotifications } from './seeds/notifications.ts';
import { seedTerms } from './seeds/terms.ts';
import { settingsModule } from './routes/settings-module.ts';
import { seedUsers } from './seeds/users.ts';

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
  header: (deps, user) => ({
    term_updates: pendingTermsDocuments(deps.db, user.id, toTimestamp(deps.clock.now())).map((doc) => ({ name: doc.name, url: doc.url })),
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
  header: (deps, user) => ({
    notifications: { notifications: { unread_count: countNotifications(deps.db, user.id, false), read_count: countNotifications(deps.db, user.id, true) } },
  }),
  seed: seedNotifications,
};

/** Support staff act as a member (server/routes/ghost-mode.ts). */
export const ghostModeModule: ServerModule = { id: 'ghost-mode', api: ghostModeRoutes, openapi: ghostModePaths };

/** Sign-In with Ethereum (EIP-4361); answers 404 unless FEATURE_SIWE is on. */
export const siweModule: ServerModule = { id: 'siwe', api: siweRoutes, openapi: siwePaths };

/** The member's wallet: balance, ledger, orders, withdrawals (seeded before appointments, which pay from it). */
export const walletModule: ServerModule = { id: 'wallet', api: walletRoutes, openapi: walletPaths, seed: seedWallet };

/** Appointments, public events and tickets; paid tickets are paid from the wallet. */
export const appointmentModule: ServerModule = {
  id: 'appointment',
  // The member's tickets first: their GET tickets/public-key is not a ticket label.
  api: () => myTicketRoutes().route('/', appointmentRoutes()),
  openapi: { ...appointmentPaths, ...myTicketPaths },
  seed: seedAppointments,
};

/** The affiliate team page: referral link, team by level, team bonuses (issue 13). */
export const affiliateModule: ServerModule = { id: 'affiliate', api: affiliateRoutes, openapi: affiliatePaths, seed: seedAffiliate };

export const serverModules: readonly ServerModule[] = [platformModule, devMailModule, termsModule, authModule, siweModule, userModule, notificationsModule, ghostModeModule, walletModule, appointmentModule, newsModule, supportModule, chatModule, settingsModule, affiliateModule];
