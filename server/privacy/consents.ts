// The member's consents in one place (docs/spec.md §11): analytics (users.analytics_consent), and
// email and push per notification topic (notification_preferences). Every change is kept in
// consent_events, so the privacy page shows each consent's history.
import type { Consent, ConsentEvent } from '../../src/shared/contract/privacy.ts';
import { sql, type Database } from '../db/open.ts';

export interface ConsentChange {
  consent: Consent;
  topic: string | null;
  granted: boolean;
}

export function recordConsents(db: Database, userId: number, changes: readonly ConsentChange[], at: string): void {
  const insert = sql(db, 'INSERT INTO consent_events (user_id, consent, topic, granted, at) VALUES (?, ?, ?, ?, ?)');
  for (const change of changes) insert.run(userId, change.consent, change.topic, change.granted ? 1 : 0, at);
}

/** The changes between two sets of notification preferences, as email and push consents. */
export function preferenceChanges(
  before: Readonly<Record<string, { mail: boolean; push: boolean }>>,
  after: Readonly<Record<string, { mail: boolean; push: boolean }>>,
): ConsentChange[] {
  return Object.entries(after).flatMap(([topic, now]) => {
    const was = before[topic];
    const changes: ConsentChange[] = [];
    if (was?.mail !== now.mail) changes.push({ consent: 'email', topic, granted: now.mail });
    if (was?.push !== now.push) changes.push({ consent: 'push', topic, granted: now.push });
    return changes;
  });
}

export function consentHistory(db: Database, userId: number): ConsentEvent[] {
  const rows = sql(db, 'SELECT consent, topic, granted, at FROM consent_events WHERE user_id = ? ORDER BY id DESC').all(
    userId,
  ) as { consent: Consent; topic: string | null; granted: number; at: string }[];
  return rows.map((row) => ({ ...row, granted: row.granted === 1 }));
}
