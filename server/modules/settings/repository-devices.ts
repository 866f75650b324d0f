// A member's devices: the login sessions among personal_access_tokens, i.e. every token that is
// not an API token (settings_api_tokens) — full sessions, ghost-mode sessions and pending logins.
import { sql, type Database } from '../../db/open.ts';
import { USER_MODEL, type AccessTokenRow } from '../../auth/repository-tokens.ts';

const SESSIONS = `SELECT t.* FROM personal_access_tokens t
  WHERE t.tokenable_type = ? AND t.tokenable_id = ?
    AND NOT EXISTS (SELECT 1 FROM settings_api_tokens a WHERE a.token_id = t.id)`;

export function listSessionTokens(db: Database, userId: number): AccessTokenRow[] {
  return sql(db, `${SESSIONS} ORDER BY t.id`).all(USER_MODEL, userId) as unknown as AccessTokenRow[];
}

/** Deletes one session token of the member; false when the member has no such session. */
export function deleteSessionToken(db: Database, userId: number, tokenId: number): boolean {
  return (
    sql(db, `DELETE FROM personal_access_tokens WHERE id IN (${SESSIONS.replace('t.*', 't.id')} AND t.id = ?)`).run(
      USER_MODEL,
      userId,
      tokenId,
    ).changes === 1
  );
}

/** Ends every session of the member except `keepTokenId`; answers how many ended. */
export function deleteOtherSessionTokens(db: Database, userId: number, keepTokenId: number): number {
  return Number(
    sql(db, `DELETE FROM personal_access_tokens WHERE id IN (${SESSIONS.replace('t.*', 't.id')} AND t.id <> ?)`).run(
      USER_MODEL,
      userId,
      keepTokenId,
    ).changes,
  );
}
