// Wire types shared by the session, the portal, the widgets and the reference server
// (the server imports them with `import type`). Field names follow docs/spec.md §3 exactly.

/** A Laravel timestamp as serialised by Eloquent: `2026-01-01T10:00:00.000000Z` (UTC). */
export type Timestamp = string;

export interface UserAddress {
  firstname: string;
  lastname: string;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null; // ISO 3166-1 alpha-2
  region?: string | null;
}

export interface User {
  id: number;
  name: string;
  email: string;
  ip_address: string | null;
  language: string;
  email_verified: boolean;
  address_is_filled: boolean;
  google2fa_enabled_at: Timestamp | null;
  nft: { address: string | null };
  address: UserAddress;
  instruction_state: Record<string, boolean>; // register_intro_closed, android_app_closed, ...
  firstline: number;
  permissions: string[];
  /** The member agreed that page views carry their id and name (Settings → Privacy; default false). */
  analytics_consent: boolean;
}

/**
 * Answer of POST auth/verify, auth/refresh and the one-time link exchange: a full session.
 * The first login step answers a PendingAuthResponse instead (docs/spec.md §5 verification step).
 */
export interface AuthResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number; // seconds
  user: User;
  verification?: undefined;
}

export interface VerificationRequirement {
  /**
   * The step the pending token must pass (the reference server sends it instead of the member:
   * nothing personal before the second factor). Absent: decide from `user` (docs/spec.md §5).
   */
  method?: 'totp' | 'email' | 'none';
  /** The member's address, masked (`m***@club.test`): where the emailed code goes. */
  email?: string;
  /** The server forces an emailed code even when 2FA is on (new device, support request). */
  email_verification_forced?: boolean;
}

/**
 * Answer of the password step (POST auth/login; SIWE for 2FA members): a pending token that can
 * only request a code and verify. A backend may include the member; the reference server does not.
 */
export interface PendingAuthResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user?: User;
  verification: VerificationRequirement;
}

/** docs/spec.md §3 "Api error body" (Laravel's exception JSON). */
export interface ApiErrorBody {
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** Laravel's LengthAwarePaginator::toArray(). */
export interface Paginator<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  /** `page` is null on Previous/Next when there is no such page, absent on the '...' separator. */
  links: { url: string | null; label: string; page?: number | null; active: boolean }[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/** GET api/config: what a client needs to know about the club's backend, served by the backend. */
export interface ClientConfig {
  club: {
    name: string;
    logo_url?: string | null;
    social: { news_channel: string | null; group: string | null; photos: string | null };
  };
  realtime: {
    driver: 'pusher';
    key: string;
    cluster: string;
    host: string | null; // null: Pusher's own cluster host
    port: number | null;
    scheme: 'http' | 'https';
    auth_endpoint: string; // absolute URL of POST broadcasting/auth
  } | null;
  features: { tickets: boolean; chat: boolean; siwe: boolean };
  /** Off unless the club configured it (MATOMO_URL + MATOMO_SITE_ID, SENTRY_DSN). Absent from older servers. */
  analytics?: {
    /** `url` ends with a slash: matomo.js and matomo.php live under it. */
    matomo: { url: string; site_id: number; name_dimension: number } | null;
    sentry: { dsn: string } | null;
  };
}
