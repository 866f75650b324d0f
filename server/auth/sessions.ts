// Turning a verified member into an AuthResponse (a new token), plus the links that log in or
// verify without a password: the one-time login link and the signed email verification link.
import { createHash } from 'node:crypto';
import type { AuthResponse, PendingAuthResponse } from '../../src/shared/contract/user.ts';
import { addMinutes, toTimestamp } from '../clock.ts';
import type { AppContext, AppDeps } from '../http/env.ts';
import { verifyEmailMail } from '../mail/messages.ts';
import { insertLoginLink } from './repository-secrets.ts';
import type { UserRow } from './repository-users.ts';
import { userResource } from './user-resource.ts';
import { randomString, sha256Hex } from './random.ts';
import { signUrl } from './signed-url.ts';
import { createAccessToken, sessionOf, VERIFY_ABILITY } from './tokens.ts';
import type { AccessTokenRow } from './repository-tokens.ts';
import { WIDGET_TOKEN_ABILITIES } from '../../src/shared/contract/widget-token-abilities.ts';
import { isAllowedOrigin } from '../http/widget-origins.ts';
import { verificationMethod } from './verification.ts';
import { passkeysOf } from './repository-passkeys.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The name the devices page shows (device_name, else the user agent). */
  deviceName?: string | null;
}

export function clientInfo(c: AppContext, deviceName?: string | null): ClientInfo {
  return { ip: c.var.ip, userAgent: c.req.header('user-agent') ?? null, deviceName };
}

function tokenName(info: ClientInfo): string {
  return (info.deviceName || info.userAgent || 'session').slice(0, 255);
}

export interface SessionKind {
  /** A widget's sign-in: the narrow abilities of WIDGET_TOKEN_ABILITIES instead of '*'. */
  widget?: boolean;
  /** A refresh: the new token continues this one's login (its session and its fresh confirmation). */
  continues?: AccessTokenRow;
}

/** A session token (idle and absolute expiry: a full one, or a widget's) and the member, as AuthResponse. */
export function issueSession(deps: AppDeps, user: UserRow, info: ClientInfo, kind: SessionKind = {}): AuthResponse {
  const token = createAccessToken(deps, user, {
    name: tokenName(info),
    abilities: kind.widget ? [...WIDGET_TOKEN_ABILITIES] : ['*'],
    lifetimeMinutes: deps.config.auth.tokenLifetimeMinutes,
    idleMinutes: deps.config.auth.tokenIdleMinutes,
    ip: info.ip,
    userAgent: info.userAgent,
    sessionId: kind.continues ? sessionOf(kind.continues) : null,
    passwordConfirmedAt: kind.continues?.password_confirmed_at ?? null,
  });
  return {
    access_token: token.plainTextToken,
    token_type: 'Bearer',
    expires_in: token.expiresIn,
    user: userResource(deps.db, user),
  };
}

/** The pending token's mark that the login was asked for by a widget (it reaches nothing else). */
export const WIDGET_LOGIN_MARK = 'verify:widget';

/**
 * A sign-in from a page on another origin than the portal's and the API's (a club website with the
 * widgets) always gets a widget token, whatever it asks for: its storage is the host page's.
 */
export function isForeignOrigin(deps: Pick<AppDeps, 'config' | 'db'>, origin: string | undefined): boolean {
  if (!origin) return false;
  const own = [deps.config.appUrl, deps.config.frontendUrl].map((url) => {
    try {
      return new URL(url).origin;
    } catch {
      return url;
    }
  });
  return !own.includes(origin) && isAllowedOrigin(deps, origin);
}

/** `mia@club.test` -> `m***@club.test`: enough to recognise one's own address, not to learn one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The token of the first login step: it can only request a code and verify (docs/spec.md §5). The answer
 * names the step and the masked address only: nothing personal before the second factor
 * (docs/threats.md T19).
 */
export function issuePendingSession(
  deps: AppDeps,
  user: UserRow,
  info: ClientInfo,
  kind: { widget?: boolean } = {},
): PendingAuthResponse {
  const token = createAccessToken(deps, user, {
    name: tokenName(info),
    abilities: kind.widget ? [VERIFY_ABILITY, WIDGET_LOGIN_MARK] : [VERIFY_ABILITY],
    lifetimeMinutes: deps.config.auth.pendingTokenMinutes,
    idleMinutes: null,
    ip: info.ip,
    userAgent: info.userAgent,
  });
  return {
    access_token: token.plainTextToken,
    token_type: 'Bearer',
    expires_in: token.expiresIn,
    verification: {
      method: verificationMethod(user),
      email: maskEmail(user.email),
      ...(passkeysOf(deps.db, user.id).length > 0 ? { passkey: true } : {}),
    },
  };
}

/** A single-use login link for the portal's /auth route, valid 15 minutes. */
export function createLoginLink(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, user: Pick<UserRow, 'id'>): string {
  const now = deps.clock.now();
  const token = randomString(48);
  insertLoginLink(
    deps.db,
    user.id,
    sha256Hex(token),
    toTimestamp(addMinutes(now, deps.config.auth.loginLinkMinutes)),
    toTimestamp(now),
  );
  return `${deps.config.frontendUrl}/auth?token=${token}`;
}

export function emailHash(email: string): string {
  return createHash('sha1').update(email.toLowerCase(), 'utf8').digest('hex');
}

/** Laravel's verification.verify route: /api/email/verify/{id}/{sha1(email)}?expires=&signature= */
export function emailVerificationUrl(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  user: Pick<UserRow, 'id' | 'email'>,
): string {
  const expires = addMinutes(deps.clock.now(), deps.config.auth.emailVerificationMinutes);
  return signUrl(deps.config, `${deps.config.appUrl}/api/email/verify/${user.id}/${emailHash(user.email)}`, expires);
}

export async function sendEmailVerification(deps: AppDeps, user: UserRow): Promise<void> {
  const url = emailVerificationUrl(deps, user);
  await deps.mailer.send(verifyEmailMail(user, url, deps.config.auth.emailVerificationMinutes, deps.config.appName));
}
