// The User wire shape of docs/spec.md §3 (src/core/types.ts), built from the database rows.
import type { User } from '../../src/shared/contract/user.ts';
import type { Database } from '../db/open.ts';
import { findAddress, permissionsOf, type AddressRow, type UserRow } from './repository-users.ts';

/** The named instruction flags a member can toggle (POST instructions/toggle-state/{id}). */
export const INSTRUCTION_FLAGS = ['register_intro_closed', 'android_app_closed', 'dashboard_intro_closed'] as const;

export function instructionState(user: Pick<UserRow, 'instruction_state'>): Record<string, boolean> {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(user.instruction_state) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return Object.fromEntries(INSTRUCTION_FLAGS.map((flag) => [flag, stored[flag] === true]));
}

export function addressIsFilled(address: AddressRow | undefined): boolean {
  if (!address) return false;
  return [address.firstname, address.lastname, address.street, address.zip, address.city, address.country].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}

export function userResource(db: Database, user: UserRow): User {
  const address = findAddress(db, user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    ip_address: user.ip_address,
    language: user.language,
    email_verified: user.email_verified_at !== null,
    address_is_filled: addressIsFilled(address),
    google2fa_enabled_at: user.google2fa_enabled_at,
    nft: { address: user.wallet_address },
    address: {
      firstname: address?.firstname ?? '',
      lastname: address?.lastname ?? '',
      street: address?.street ?? null,
      zip: address?.zip ?? null,
      city: address?.city ?? null,
      country: address?.country ?? null,
      region: address?.region ?? null,
    },
    instruction_state: instructionState(user),
    firstline: user.firstline,
    permissions: permissionsOf(db, user.id),
    analytics_consent: user.analytics_consent === 1,
  };
}
