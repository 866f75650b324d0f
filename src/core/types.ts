// Wire types shared by the session, the portal, the widgets and the reference server, inferred
// from the contract's schemas (src/shared/contract/user.ts). Field names follow docs/spec.md §3.
import type { AuthResponse as FullSession } from '../shared/contract/user.ts';

export type { Paginator, Timestamp } from '../shared/contract/endpoint.ts';
export type {
  ClientConfig,
  PendingAuthResponse,
  User,
  UserAddress,
  VerificationRequirement,
} from '../shared/contract/user.ts';

/**
 * Answer of POST auth/verify, auth/refresh and the one-time link exchange: a full session.
 * The first login step answers a PendingAuthResponse instead (docs/spec.md §5 verification step).
 */
export type AuthResponse = FullSession & { verification?: undefined };

/** docs/spec.md §3 "Api error body" (Laravel's exception JSON). */
export interface ApiErrorBody {
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}
