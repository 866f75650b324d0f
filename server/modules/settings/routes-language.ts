// Settings: the member's language (en, de). The portal saves a language switch here, so the next
// login and every mail (server/mail/messages.ts reads users.language) follow it.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { AppEnv } from '../../http/env.ts';
import { input } from '../../http/input.ts';
import { settings } from '../../../src/shared/contract/settings.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import { updateLanguage } from './repository-account.ts';
import { memberChange } from './guard.ts';

export function settingsLanguageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/user/settings/language', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { language } = input(c, settings.language).body;
    const user = c.get('user');
    updateLanguage(db, user.id, language, toTimestamp(clock.now()));
    return c.json(userResource(db, findUserById(db, user.id)!));
  });
  return app;
}
