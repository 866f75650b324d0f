// API tokens: personal access tokens made on the API token page, marked in settings_api_tokens
// so they are listed there and never as login sessions. Plain SQL.
import { sql, type Database } from '../../db/open.ts';
import { USER_MODEL, type AccessTokenRow } from '../../auth/repository-tokens.ts';

const API_TOKENS = `SELECT t.* FROM personal_access_tokens t JOIN settings_api_tokens a ON a.token_id = t.id
  WHERE t.tokenable_type = ? AND t.tokenable_id = ?`;

export function markApiToken(db: Database, tokenId: number, expiresAt: string | null, now: string): void {
  sql(db, 'INSERT INTO settings_api_tokens (token_id, created_at) VALUES (?, ?)').run(tokenId, now);
  // The exact expiry the member chose (createAccessToken counts in minutes from now).
  sql(db, 'UPDATE personal_access_tokens SET expires_at = ? WHERE id = ?').run(expiresAt, tokenId);
}

export function listApiTokens(db: Database, userId: number): AccessTokenRow[] {
  return sql(db, `${API_TOKENS} ORDER BY t.id DESC`).all(USER_MODEL, userId) as unknown as AccessTokenRow[];
}

export function findApiToken(db: Database, userId: number, tokenId: number): AccessTokenRow | undefined {
  return sql(db, `${API_TOKENS} AND t.id = ?`).get(USER_MODEL, userId, tokenId) as AccessTokenRow | undefined;
}

export function countApiTokens(db: Database, userId: number): number {
  return (sql(db, `SELECT COUNT(*) AS n FROM (${API_TOKENS})`).get(USER_MODEL, userId) as { n: number }).n;
}

export function deleteApiToken(db: Database, userId: number, tokenId: number): boolean {
  return (
    sql(db, `DELETE FROM personal_access_tokens WHERE id IN (${API_TOKENS.replace('t.*', 't.id')} AND t.id = ?)`).run(
      USER_MODEL,
      userId,
      tokenId,
    ).changes === 1
  );
}

/** Revokes every API token of the member (log out other devices, unless they keep them); answers how many. */
export function deleteApiTokensOf(db: Database, userId: number): number {
  return Number(
    sql(db, `DELETE FROM personal_access_tokens WHERE id IN (${API_TOKENS.replace('t.*', 't.id')})`).run(
      USER_MODEL,
      userId,
    ).changes,
  );
}
