// Settings → Privacy, the privacy centre (docs/spec.md §11): the analytics consent (with it, the
// portal gives the club's analytics the member's id and name with each page view, docs/spec.md §2),
// every consent with its history, the download of everything the club holds about the member and
// the deletion request. The work is done in the platform's server/privacy/.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { AppEnv } from '../../http/env.ts';
import { forbidden, ValidationError } from '../../http/errors.ts';
import { GHOST_READ_ONLY, isGhostToken } from '../../auth/ghost.ts';
import { input } from '../../http/input.ts';
import { __ } from '../../lang/translate.ts';
import { settings } from '../../../src/shared/contract/settings.ts';
import { privacy, type PrivacyOverview } from '../../../src/shared/contract/privacy.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import { closeAccount, closeBlockers } from '../../privacy/close-account.ts';
import { consentHistory, recordConsents } from '../../privacy/consents.ts';
import { memberExport } from '../../privacy/export.ts';
import { retentionOf } from '../../privacy/retention.ts';
import { transaction } from '../../db/open.ts';
import { updateAnalyticsConsent } from './repository-account.ts';
import { confirmPassword, member, memberChange } from './guard.ts';
import { preferencesOf } from './routes-notification-preferences.ts';

export const CANNOT_CLOSE =
  'The account cannot close yet: withdraw your balance and settle open orders, withdrawals and reservations first.';
export const ACCOUNT_CLOSED = 'Your account is closed.';

export function settingsPrivacyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/settings/privacy', member(), (c) => {
    const { db, config } = c.var.deps;
    const user = c.get('user');
    const preferences = Object.entries(preferencesOf(db, user.id));
    const body: PrivacyOverview = {
      consents: {
        analytics: user.analytics_consent === 1,
        email: preferences.filter(([, p]) => p.mail).map(([topic]) => topic),
        push: preferences.filter(([, p]) => p.push).map(([topic]) => topic),
      },
      history: consentHistory(db, user.id),
      retention: retentionOf(db, config, user.id),
      blockers: closeBlockers(db, user.id),
    };
    return c.json(body);
  });

  app.put('/user/settings/privacy', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { analytics_consent } = input(c, settings.privacy).body;
    const user = c.get('user');
    const now = toTimestamp(clock.now());
    transaction(db, () => {
      updateAnalyticsConsent(db, user.id, analytics_consent, now);
      if ((user.analytics_consent === 1) !== analytics_consent)
        recordConsents(db, user.id, [{ consent: 'analytics', topic: null, granted: analytics_consent }], now);
    });
    return c.json(userResource(db, findUserById(db, user.id)!));
  });

  app.get('/user/settings/privacy/export', member(), async (c) => {
    // Support looking over the member's shoulder (ghost mode) takes nothing home.
    if (isGhostToken(c.get('token'))) throw forbidden(__(GHOST_READ_ONLY));
    const { db, config, clock } = c.var.deps;
    const user = c.get('user');
    const { name, zip } = await memberExport(db, {
      clubName: config.appName,
      member: { id: user.id, name: user.name, email: user.email, language: user.language },
      now: clock.now(),
    });
    return c.json({ name, data: Buffer.from(zip).toString('base64') });
  });

  app.post('/user/settings/privacy/deletion', memberChange(), async (c) => {
    const { password } = input(c, privacy.close).body;
    await confirmPassword(c, password);
    const result = closeAccount(c.var.deps, c.get('user').id);
    if (!result.closed) throw new ValidationError({ account: [__(CANNOT_CLOSE)] });
    return c.json({ message: __(ACCOUNT_CLOSED), closed_at: result.closedAt });
  });

  return app;
}
