// Settings: which notifications the member wants by mail and by push, for a fixed list of topics.
// A PUT may name some topics; each named topic needs both channels as booleans; an unknown topic
// or channel is a 422 on its dotted key (Laravel's `preferences.news.mail`).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { transaction, type Database } from '../../db/open.ts';
import { preferenceChanges, recordConsents } from '../../privacy/consents.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError, type FieldErrors } from '../../http/errors.ts';
import { fieldMessage } from '../../lang/translate.ts';
import { listPreferences, savePreferences } from './repository-notification-preferences.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from '../../../src/shared/contract/notification-topics.ts';
import type { NotificationPreferences, NotificationPreferencesBody } from '../../../src/shared/contract/settings.ts';
import { member, memberChange } from './guard.ts';

/** Until a member chooses, every topic arrives both ways. */
export const DEFAULT_PREFERENCE = { mail: true, push: true } as const;

export function preferencesOf(db: Database, userId: number): NotificationPreferences {
  const stored = new Map(listPreferences(db, userId).map((row) => [row.topic, row]));
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => {
      const row = stored.get(topic);
      return [topic, row ? { mail: row.mail === 1, push: row.push === 1 } : { ...DEFAULT_PREFERENCE }];
    }),
  ) as NotificationPreferences;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parsePreferences(
  body: Record<string, unknown>,
): { topic: NotificationTopic; mail: boolean; push: boolean }[] {
  const preferences = body.preferences;
  if (preferences === undefined || preferences === null)
    throw new ValidationError({ preferences: [fieldMessage('required', 'preferences')] });
  if (!isRecord(preferences)) throw new ValidationError({ preferences: [fieldMessage('array', 'preferences')] });
  const errors: FieldErrors = {};
  const rows: { topic: NotificationTopic; mail: boolean; push: boolean }[] = [];
  for (const [topic, value] of Object.entries(preferences)) {
    const key = `preferences.${topic}`;
    if (!(NOTIFICATION_TOPICS as readonly string[]).includes(topic)) {
      errors[key] = [fieldMessage('in', key)];
      continue;
    }
    if (!isRecord(value)) {
      errors[key] = [fieldMessage('array', key)];
      continue;
    }
    for (const channel of Object.keys(value)) {
      if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel))
        errors[`${key}.${channel}`] = [fieldMessage('in', `${key}.${channel}`)];
    }
    for (const channel of NOTIFICATION_CHANNELS) {
      if (value[channel] === undefined || value[channel] === null)
        errors[`${key}.${channel}`] = [fieldMessage('required', `${key}.${channel}`)];
      else if (typeof value[channel] !== 'boolean')
        errors[`${key}.${channel}`] = [fieldMessage('boolean', `${key}.${channel}`)];
    }
    if (typeof value.mail === 'boolean' && typeof value.push === 'boolean')
      rows.push({ topic: topic as NotificationTopic, mail: value.mail, push: value.push });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return rows;
}

export function settingsNotificationPreferencesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/settings/notifications', member(), (c) => {
    const body: NotificationPreferencesBody = { preferences: preferencesOf(c.var.deps.db, c.get('user').id) };
    return c.json(body);
  });

  app.put('/user/settings/notifications', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const user = c.get('user');
    const rows = parsePreferences(c.var.body);
    const now = toTimestamp(clock.now());
    // Email and push per topic are consents too: each change goes into their history.
    transaction(db, () => {
      const before = preferencesOf(db, user.id);
      savePreferences(db, user.id, rows, now);
      recordConsents(db, user.id, preferenceChanges(before, preferencesOf(db, user.id)), now);
    });
    const body: NotificationPreferencesBody = { preferences: preferencesOf(db, user.id) };
    return c.json(body);
  });

  return app;
}
