// Sanctum-style personal access tokens: the plain token `{id}|{40 random chars}` is shown once,
// only sha256(secret) is stored. Tokens expire absolutely (expires_at) and, for login sessions,
// after an idle period (last_used_at), both answering 401 Unauthenticated. (ASVS 5.0 7.2-7.3)
import { addMinutes, parseTimestamp, toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import {
  deleteAccessToken,
  findAccessTokenWithUserByHash,
  findAccessTokenWithUserById,
  insertAccessToken,
  tokensOfSession,
  touchAccessToken,
  type AccessTokenRow,
} from './repository-tokens.ts';
import type { UserRow } from './repository-users.ts';
import { randomString, sha256Hex, sha256HexMatches } from './random.ts';

/** The only ability of the token a password login hands out before the verification step. */
export const VERIFY_ABILITY = 'verify';

export interface IssuedToken {
  plainTextToken: string;
  id: number;
  expiresAt: Date | null;
  /** Seconds until expires_at (what AuthResponse.expires_in carries). */
  expiresIn: number;
}

export interface TokenOptions {
  name: string;
  abilities?: string[];
  /** Absolute lifetime; null: never expires (API tokens may choose this). */
  lifetimeMinutes: number | null;
  /** Idle timeout; null: none. */
  idleMinutes: number | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The login this token continues (a refresh); default: a new one. */
  sessionId?: number | null;
  /** Carried over by a refresh: the session's last fresh confirmation. */
  passwordConfirmedAt?: string | null;
}

export function createAccessToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: Pick<UserRow, 'id'>,
  options: TokenOptions,
): IssuedToken {
  const now = deps.clock.now();
  const secret = randomString(40);
  const expiresAt = options.lifetimeMinutes === null ? null : addMinutes(now, options.lifetimeMinutes);
  const id = insertAccessToken(deps.db, {
    tokenable_id: user.id,
    name: options.name.slice(0, 255),
    token: sha256Hex(secret),
    abilities: JSON.stringify(options.abilities ?? ['*']),
    expires_at: expiresAt ? toTimestamp(expiresAt) : null,
    idle_timeout_minutes: options.idleMinutes,
    ip_address: options.ip ?? null,
    user_agent: options.userAgent?.slice(0, 512) ?? null,
    session_id: options.sessionId ?? null,
    password_confirmed_at: options.passwordConfirmedAt ?? null,
    created_at: toTimestamp(now),
  });
  return {
    plainTextToken: `${id}|${secret}`,
    id,
    expiresAt,
    expiresIn: expiresAt ? Math.round((expiresAt.getTime() - now.getTime()) / 1000) : 0,
  };
}

export function abilitiesOf(token: Pick<AccessTokenRow, 'abilities'>): string[] {
  try {
    const parsed = JSON.parse(token.abilities) as unknown;
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

// tokenCan runs on every authenticated request: each abilities column (a handful of distinct
// values: '["*"]', '["verify"]', an API token's list) is parsed once.
const parsedAbilities = new Map<string, ReadonlySet<string>>();

/** The token's abilities as a set, parsed once per distinct value. */
export function abilitySet(token: Pick<AccessTokenRow, 'abilities'>): ReadonlySet<string> {
  let abilities = parsedAbilities.get(token.abilities);
  if (!abilities) {
    if (parsedAbilities.size >= 1000) parsedAbilities.clear();
    abilities = new Set(abilitiesOf(token));
    parsedAbilities.set(token.abilities, abilities);
  }
  return abilities;
}

/** Sanctum's tokenCan: '*' grants everything. */
export function tokenCan(token: Pick<AccessTokenRow, 'abilities'>, ability: string): boolean {
  const abilities = abilitySet(token);
  return abilities.has('*') || abilities.has(ability);
}

/**
 * What every request checks of a token, worked out once per row: the token and member rows of
 * a lookup are kept and shared until the database changes (server/db/read-cache.ts), so an
 * authenticated request compares numbers instead of parsing timestamps (docs/architecture.md
 * decision 13).
 */
interface TokenFacts {
  /** expires_at in ms, or null: no absolute expiry. */
  expiresAt: number | null;
  /** When the idle timeout ends (last use or creation + idle minutes) in ms, or null: none. */
  idleEndsAt: number | null;
  /** last_used_at in ms, or null: never used. */
  lastUsedAt: number | null;
  /** The stored hex digest as bytes of text, or null when the column is not one. */
  digest: Buffer | null;
}

const tokenFacts = new WeakMap<AccessTokenRow, TokenFacts>();

function factsOf(token: AccessTokenRow): TokenFacts {
  let facts = tokenFacts.get(token);
  if (facts) return facts;
  facts = {
    expiresAt: token.expires_at ? parseTimestamp(token.expires_at).getTime() : null,
    idleEndsAt:
      token.idle_timeout_minutes === null
        ? null
        : addMinutes(parseTimestamp(token.last_used_at ?? token.created_at), token.idle_timeout_minutes).getTime(),
    lastUsedAt: token.last_used_at === null ? null : parseTimestamp(token.last_used_at).getTime(),
    digest: /^[0-9a-f]{64}$/.test(token.token) ? Buffer.from(token.token, 'latin1') : null,
  };
  tokenFacts.set(token, facts);
  return facts;
}

/** Why a token is not usable now, or null when it is. */
export function tokenExpiry(token: AccessTokenRow, now: Date): 'expired' | 'idle' | null {
  const { expiresAt, idleEndsAt } = factsOf(token);
  const at = now.getTime();
  if (expiresAt !== null && expiresAt <= at) return 'expired';
  if (idleEndsAt !== null && idleEndsAt <= at) return 'idle';
  return null;
}

export interface ValidToken {
  token: AccessTokenRow;
  user: UserRow;
}

/**
 * Sanctum's findToken plus our expiry checks: `{id}|{secret}` is looked up by id and compared in
 * constant time; a token without `|` is looked up by hash; the member comes in the same query.
 * Expired tokens are deleted. Does not count as use (last_used_at stays): see markTokenUsed.
 */
export function lookupValidToken(deps: Pick<AppDeps, 'db' | 'clock'>, plain: string): ValidToken | null {
  if (plain.length === 0 || plain.length > 512) return null;
  let found: ValidToken | undefined;
  const bar = plain.indexOf('|');
  if (bar >= 0) {
    const id = plain.slice(0, bar);
    if (!/^\d{1,15}$/.test(id)) return null;
    found = findAccessTokenWithUserById(deps.db, Number(id));
    if (!found) return null;
    const digest = factsOf(found.token).digest;
    if (!digest || !sha256HexMatches(plain.slice(bar + 1), digest)) return null;
  } else {
    found = findAccessTokenWithUserByHash(deps.db, sha256Hex(plain));
  }
  if (!found) return null;
  if (tokenExpiry(found.token, deps.clock.now())) {
    deleteAccessToken(deps.db, found.token.id);
    return null;
  }
  return found;
}

/** The login a token belongs to: its session_id, or its own id for the first token of a login. */
export const sessionOf = (token: Pick<AccessTokenRow, 'id' | 'session_id'>): number => token.session_id ?? token.id;

/**
 * Whether a login is still signed in at `now`: one of its tokens exists and has not expired. False
 * after logout, a revocation (devices, password change or reset) or the idle and absolute expiry.
 */
export function sessionAlive(deps: Pick<AppDeps, 'db' | 'clock'>, sessionId: number): boolean {
  const now = deps.clock.now();
  return tokensOfSession(deps.db, sessionId).some((token) => tokenExpiry(token, now) === null);
}

/** How stale last_used_at may get: it is written at most once a minute per token. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Records a use of the token (Sanctum's last_used_at, which restarts the idle timeout). Written at
 * most once a minute per token, as Sanctum deployments do: idle timeouts are whole minutes, and a
 * write on every request would make every authenticated read a database write.
 */
export function markTokenUsed(deps: Pick<AppDeps, 'db' | 'clock'>, token: AccessTokenRow): AccessTokenRow {
  const now = deps.clock.now();
  const lastUsedAt = factsOf(token).lastUsedAt;
  if (lastUsedAt !== null && now.getTime() - lastUsedAt < LAST_USED_RESOLUTION_MS) return token;
  const stamp = toTimestamp(now);
  touchAccessToken(deps.db, token.id, stamp);
  return { ...token, last_used_at: stamp };
}
