// docs/spec.md §3 "Session state": its shape, its defaults, and how a persisted copy is revived.
// Reviving goes field by field, so one wrong-typed or missing field (garbage written by hand,
// an older client's format) falls back alone and never takes the whole session down.
import { isRecord } from './persisted.ts';
import type { User, UserAddress } from '../types.ts';

export interface SessionToken {
  access_token: string;
  expires_in: number; // seconds
  session_start: number; // ms timestamp taken at login/refresh
}

export type ConversationId = number | string;

/** Ghost mode: the support staff member's own login, kept aside while they act as a member. */
export interface StaffSession {
  token: SessionToken;
  user: User;
  loginMail: string | null;
}

export interface SessionState {
  isLoggedIn: boolean;
  token: SessionToken | null;
  user: User | null;
  loginMail: string | null;
  referral: { hash: string | null };
  language: string | null;
  chat: { realized_new_message: boolean; lastConversationId: ConversationId | null };
  redirectAfterLogin: false | string;
  /** Present only in ghost mode (session.ts enterGhost/leaveGhost); absent otherwise. */
  ghost?: StaffSession;
}

export function defaultSessionState(): SessionState {
  return {
    isLoggedIn: false,
    token: null,
    user: null,
    loginMail: null,
    referral: { hash: null },
    language: null,
    chat: { realized_new_message: false, lastConversationId: null },
    redirectAfterLogin: false,
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

function reviveToken(raw: unknown): SessionToken | null {
  if (!isRecord(raw)) return null;
  const access_token = str(raw.access_token);
  const expires_in = num(raw.expires_in);
  const session_start = num(raw.session_start);
  if (!access_token || expires_in === null || session_start === null) return null;
  return { access_token, expires_in, session_start };
}

function reviveAddress(raw: unknown): UserAddress {
  const a = isRecord(raw) ? raw : {};
  const address: UserAddress = { firstname: str(a.firstname) ?? '', lastname: str(a.lastname) ?? '' };
  for (const key of ['street', 'zip', 'city', 'country', 'region'] as const) {
    if (key in a) address[key] = str(a[key]);
  }
  return address;
}

function reviveFlags(raw: unknown): Record<string, boolean> {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

/** A user needs at least an id; everything else falls back to its empty value. */
export function reviveUser(raw: unknown): User | null {
  if (!isRecord(raw)) return null;
  const id = num(raw.id);
  if (id === null) return null;
  const nft = isRecord(raw.nft) ? raw.nft : {};
  return {
    id,
    name: str(raw.name) ?? '',
    email: str(raw.email) ?? '',
    ip_address: str(raw.ip_address),
    language: str(raw.language) ?? '',
    email_verified: bool(raw.email_verified, false),
    address_is_filled: bool(raw.address_is_filled, false),
    google2fa_enabled_at: str(raw.google2fa_enabled_at),
    nft: { address: str(nft.address) },
    address: reviveAddress(raw.address),
    instruction_state: reviveFlags(raw.instruction_state),
    firstline: num(raw.firstline) ?? 0,
    permissions: Array.isArray(raw.permissions)
      ? raw.permissions.filter((p): p is string => typeof p === 'string')
      : [],
    // Only an explicit yes counts: a backend without the field never gets the member's id tracked.
    analytics_consent: raw.analytics_consent === true,
  };
}

function reviveStaff(raw: unknown): StaffSession | null {
  if (!isRecord(raw)) return null;
  const token = reviveToken(raw.token);
  const user = reviveUser(raw.user);
  return token && user ? { token, user, loginMail: str(raw.loginMail) } : null;
}

function reviveConversationId(raw: unknown): ConversationId | null {
  return num(raw) ?? str(raw);
}

export function reviveSession(raw: unknown): SessionState {
  const s = defaultSessionState();
  if (!isRecord(raw)) return s;
  const referral = isRecord(raw.referral) ? raw.referral : {};
  const chat = isRecord(raw.chat) ? raw.chat : {};
  const token = reviveToken(raw.token);
  const ghost = reviveStaff(raw.ghost);
  return {
    // Logged in without a token is the locked state; a token without the flag is not a login.
    isLoggedIn: bool(raw.isLoggedIn, s.isLoggedIn) && token !== null,
    token,
    user: reviveUser(raw.user),
    loginMail: str(raw.loginMail),
    referral: { hash: str(referral.hash) },
    language: str(raw.language),
    chat: {
      realized_new_message: bool(chat.realized_new_message, false),
      lastConversationId: reviveConversationId(chat.lastConversationId),
    },
    redirectAfterLogin: typeof raw.redirectAfterLogin === 'string' ? raw.redirectAfterLogin : false,
    ...(ghost ? { ghost } : {}),
  };
}
