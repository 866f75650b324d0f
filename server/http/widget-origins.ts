// The origins allowed to call the API and open the realtime hub: the server's own, WIDGET_ORIGINS
// (config.ts allowedOrigins) and those the board keeps in the staff area (table widget_origins).
// Read at each check, so an origin added or removed counts at once, without a restart. The list is
// kept until the table changes: a write here, or another process's (the CLI), which SQLite's
// data_version shows.
import { allowedOrigins, type Config } from '../config.ts';
import { sql, type Database } from '../db/open.ts';

type OriginDeps = { db: Database; config: Pick<Config, 'appUrl' | 'frontendUrl' | 'widgetOrigins' | 'demo'> };

const cached = new WeakMap<Database, { version: number; stamp: number; origins: readonly string[] }>();
/** Writes through this connection, which data_version does not count. */
const stamps = new WeakMap<Database, number>();

export interface WidgetOriginRow {
  origin: string;
  added_by: number | null;
  created_at: string;
}

export function listWidgetOrigins(db: Database): WidgetOriginRow[] {
  return sql(
    db,
    'SELECT origin, added_by, created_at FROM widget_origins ORDER BY origin',
  ).all() as unknown as WidgetOriginRow[];
}

const changed = (db: Database) => stamps.set(db, (stamps.get(db) ?? 0) + 1);

/** Adds an origin; false when it was listed already. */
export function addWidgetOrigin(db: Database, origin: string, userId: number | null, now: string): boolean {
  const added = sql(
    db,
    'INSERT INTO widget_origins (origin, added_by, created_at) VALUES (?, ?, ?) ON CONFLICT (origin) DO NOTHING',
  ).run(origin, userId, now).changes;
  changed(db);
  return added > 0;
}

/** Removes an origin; false when it was not listed. */
export function removeWidgetOrigin(db: Database, origin: string): boolean {
  const removed = sql(db, 'DELETE FROM widget_origins WHERE origin = ?').run(origin).changes;
  changed(db);
  return removed > 0;
}

/** Every origin allowed now: config's (own, WIDGET_ORIGINS) and the board's. */
export function currentAllowedOrigins(deps: OriginDeps): readonly string[] {
  const version = (sql(deps.db, 'PRAGMA data_version').get() as { data_version: number }).data_version;
  const stamp = stamps.get(deps.db) ?? 0;
  const hit = cached.get(deps.db);
  if (hit && hit.version === version && hit.stamp === stamp) return hit.origins;
  const origins = [
    ...new Set([
      ...allowedOrigins(deps.config),
      ...(sql(deps.db, 'SELECT origin FROM widget_origins').all() as { origin: string }[]).map((r) => r.origin),
    ]),
  ];
  cached.set(deps.db, { version, stamp, origins });
  return origins;
}

export const isAllowedOrigin = (deps: OriginDeps, origin: string): boolean =>
  currentAllowedOrigins(deps).includes(origin);

/**
 * A website's origin as the browser sends it (`https://club.example`, a port if any), from what the
 * board typed; null for anything else: a path, a query, credentials, a wildcard, http: other than
 * on this machine (a page on plain http could be anyone's on the way).
 */
export function normaliseOrigin(input: string): string | null {
  const text = input.trim();
  if (text.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return null;
  if (!/^https?:\/\/[^/]+\/?$/i.test(text)) return null;
  return url.origin;
}
