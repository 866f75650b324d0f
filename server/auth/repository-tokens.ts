// Sanctum's personal_access_tokens: plain SQL.
import type { StatementSync } from 'node:sqlite';
import { sql, type Database } from '../db/open.ts';
import { cachedRead, writeAffecting } from '../db/read-cache.ts';
import type { UserRow } from './repository-users.ts';

export const USER_MODEL = 'App\\Models\\User';

export interface AccessTokenRow {
  id: number;
  tokenable_type: string;
  tokenable_id: number;
  name: string;
  token: string; // sha256 hex
  abilities: string; // JSON array
  last_used_at: string | null;
  expires_at: string | null;
  idle_timeout_minutes: number | null;
  ip_address: string | null;
  user_agent: string | null;
  /** The login this token continues (a refresh keeps it); null: the token's own id. */
  session_id: number | null;
  /** The session's last fresh confirmation (password, or TOTP with 2FA on). */
  password_confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NewAccessToken = Omit<
  AccessTokenRow,
  'id' | 'tokenable_type' | 'last_used_at' | 'updated_at' | 'session_id' | 'password_confirmed_at'
> &
  Partial<Pick<AccessTokenRow, 'session_id' | 'password_confirmed_at'>>;

export function insertAccessToken(db: Database, token: NewAccessToken): number {
  const result = sql(
    db,
    `INSERT INTO personal_access_tokens (tokenable_type, tokenable_id, name, token, abilities, expires_at, idle_timeout_minutes, ip_address, user_agent, session_id, password_confirmed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    USER_MODEL,
    token.tokenable_id,
    token.name,
    token.token,
    token.abilities,
    token.expires_at,
    token.idle_timeout_minutes,
    token.ip_address,
    token.user_agent,
    token.session_id ?? null,
    token.password_confirmed_at ?? null,
    token.created_at,
    token.created_at,
  );
  return Number(result.lastInsertRowid);
}

export function findAccessTokenById(db: Database, id: number): AccessTokenRow | undefined {
  return sql(db, 'SELECT * FROM personal_access_tokens WHERE id = ?').get(id) as AccessTokenRow | undefined;
}

/**
 * Every request with a token asks this: the token and its member in ONE indexed lookup (by id or by
 * hash), kept in memory until the database changes (server/db/read-cache.ts); the rows are frozen,
 * as every request holding the token shares them.
 */
const WITH_USER = 'SELECT t.*, u.* FROM personal_access_tokens t JOIN users u ON u.id = t.tokenable_id';

export function findAccessTokenWithUserById(
  db: Database,
  id: number,
): { token: AccessTokenRow; user: UserRow } | undefined {
  return cachedRead(db, `token-id:${id}`, () => splitTokenAndUser(sql(db, `${WITH_USER} WHERE t.id = ?`), id));
}

export function findAccessTokenWithUserByHash(
  db: Database,
  hash: string,
): { token: AccessTokenRow; user: UserRow } | undefined {
  return cachedRead(db, `token-hash:${hash}`, () => splitTokenAndUser(sql(db, `${WITH_USER} WHERE t.token = ?`), hash));
}

// Both tables have id, created_at, updated_at: the row is read as an array and split by the table
// each column comes from, so either table may gain columns without this file changing.
const columnTables = new WeakMap<StatementSync, { name: string; token: boolean }[]>();

function splitTokenAndUser(
  statement: StatementSync,
  key: number | string,
): { token: AccessTokenRow; user: UserRow } | undefined {
  let columns = columnTables.get(statement);
  if (!columns) {
    statement.setReturnArrays(true);
    columns = statement
      .columns()
      .map((column) => ({ name: column.name, token: column.table === 'personal_access_tokens' }));
    columnTables.set(statement, columns);
  }
  const values = statement.get(key) as unknown as unknown[] | undefined;
  if (!values) return undefined;
  const token: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) (columns[i]!.token ? token : user)[columns[i]!.name] = values[i];
  return Object.freeze({
    token: Object.freeze(token) as unknown as AccessTokenRow,
    user: Object.freeze(user) as unknown as UserRow,
  });
}

export function listAccessTokens(db: Database, userId: number): AccessTokenRow[] {
  return sql(db, 'SELECT * FROM personal_access_tokens WHERE tokenable_type = ? AND tokenable_id = ? ORDER BY id').all(
    USER_MODEL,
    userId,
  ) as unknown as AccessTokenRow[];
}

/**
 * The keys of every kept read of personal_access_tokens (here and server/auth/session-watch.ts): a
 * token's last use drops these and keeps the rest (server/db/read-cache.ts writeAffecting).
 */
export const TOKEN_READS = ['token-id:', 'token-hash:', 'token-session:', 'sessions-ended:'] as const;

export function touchAccessToken(db: Database, id: number, now: string): void {
  writeAffecting(db, TOKEN_READS, () =>
    sql(db, 'UPDATE personal_access_tokens SET last_used_at = ?, updated_at = ? WHERE id = ?').run(now, now, id),
  );
}

/**
 * Every token of one login (the first token and those refreshes made from it), kept until the
 * database changes: the realtime hub asks it for each event on a subscription the session
 * authorised. Frozen rows, shared.
 */
export function tokensOfSession(db: Database, sessionId: number): readonly AccessTokenRow[] {
  return cachedRead(db, `token-session:${sessionId}`, () =>
    Object.freeze(
      (
        sql(db, 'SELECT * FROM personal_access_tokens WHERE id = :id OR session_id = :id').all({
          id: sessionId,
        }) as unknown as AccessTokenRow[]
      ).map((row) => Object.freeze(row)),
    ),
  );
}

/** Records a fresh confirmation on the session's current token. */
export function markPasswordConfirmed(db: Database, id: number, now: string): void {
  sql(db, 'UPDATE personal_access_tokens SET password_confirmed_at = ?, updated_at = ? WHERE id = ?').run(now, now, id);
}

export function deleteAccessToken(db: Database, id: number): void {
  sql(db, 'DELETE FROM personal_access_tokens WHERE id = ?').run(id);
}

export function deleteAccessTokensOf(db: Database, userId: number): void {
  sql(db, 'DELETE FROM personal_access_tokens WHERE tokenable_type = ? AND tokenable_id = ?').run(USER_MODEL, userId);
}
