// Settings: web push in this browser (docs/spec.md §4 "Web push"). The member's own subscriptions
// only: a DELETE names an endpoint and removes it only when it is the caller's. An endpoint the
// server would not send to (server/push/endpoint-rules.ts) is a 422 on `endpoint`.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { Database } from '../../db/open.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { transaction } from '../../db/open.ts';
import { isAllowedEndpoint } from '../../push/endpoint-rules.ts';
import { deleteSubscription, saveSubscription, subscriptionsOf } from '../../push/subscriptions.ts';
import { vapidKeys } from '../../push/vapid-keys.ts';
import type { Config } from '../../config.ts';
import { push, type PushSettings } from '../../../src/shared/contract/push.ts';
import { member, memberChange } from './guard.ts';

/** Outside demo mode without VAPID keys (server/README.md). */
export const PUSH_OFF = 'Web push is not set up on this server.';

function answer(db: Database, config: Config, userId: number): PushSettings {
  return { public_key: vapidKeys(config)?.publicKey ?? null, subscriptions: subscriptionsOf(db, userId).length };
}

export function settingsPushRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/settings/push', member(), (c) => c.json(answer(c.var.deps.db, c.var.deps.config, c.get('user').id)));

  app.post('/user/settings/push', memberChange(), (c) => {
    const { db, clock, config } = c.var.deps;
    const { endpoint, keys } = input(c, push.subscribe).body;
    if (!vapidKeys(config)) throw new ValidationError({ endpoint: [__(PUSH_OFF)] });
    if (!isAllowedEndpoint(config, endpoint))
      throw new ValidationError({ endpoint: [fieldMessage('url', 'endpoint')] });
    const userId = c.get('user').id;
    transaction(db, () =>
      saveSubscription(db, {
        userId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
        now: toTimestamp(clock.now()),
      }),
    );
    return c.json(answer(db, config, userId));
  });

  app.delete('/user/settings/push', memberChange(), (c) => {
    const { db, config } = c.var.deps;
    const { endpoint } = input(c, push.unsubscribe).body;
    const userId = c.get('user').id;
    deleteSubscription(db, userId, endpoint);
    return c.json(answer(db, config, userId));
  });

  return app;
}
