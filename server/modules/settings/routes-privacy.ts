// Settings: the member's privacy choice. With `analytics_consent` on, the portal gives the club's
// analytics their id and name with each page view (docs/spec.md §2); off (the default) it sends none.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { AppEnv } from '../../http/env.ts';
import { input } from '../../http/input.ts';
import { settings } from '../../../src/shared/contract/settings.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import { updateAnalyticsConsent } from './repository-account.ts';
import { memberChange } from './guard.ts';

export function settingsPrivacyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/user/settings/privacy', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { analytics_consent } = input(c, settings.privacy).body;
    const user = c.get('user');
    updateAnalyticsConsent(db, user.id, analytics_consent, toTimestamp(clock.now()));
    return c.json(userResource(db, findUserById(db, user.id)!));
  });
  return app;
}
