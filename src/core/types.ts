// Wire types shared by the session, the portal, the widgets and the reference server
// (the server imports them with `import type`). Field names follow SPEC §3 exactly.

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
}

/**
 * Answer of POST auth/login, auth/verify, auth/refresh and the one-time link exchange.
 * `verification` is only present on the first login step: the token is then a pending
 * token that can do nothing but request a code and verify (SPEC §5 verification step).
 */
export interface AuthResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number; // seconds
  user: User;
  verification?: VerificationRequirement;
}

export interface VerificationRequirement {
  /** The server forces an emailed code even when 2FA is on (new device, support request). */
  email_verification_forced: boolean;
}

/** SPEC §3 "Api error body" (Laravel's exception JSON). */
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
  club: { name: string; logo_url?: string | null; social: { news_channel: string | null; group: string | null; photos: string | null } };
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
}
