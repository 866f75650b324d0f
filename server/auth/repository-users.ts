// Members, their address and permissions: plain SQL.
import { permissionsOfRoles } from '../../src/shared/contract/staff-roles.ts';
import { sql, type Database } from '../db/open.ts';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  password: string;
  language: string;
  ip_address: string | null;
  ref_hash: string;
  sponsor_id: number | null;
  firstline: number;
  wallet_address: string | null;
  instruction_state: string; // JSON object of booleans
  google2fa_secret: string | null; // encrypted with APP_KEY
  google2fa_enabled_at: string | null;
  google2fa_last_step: number | null;
  email_verification_forced: number; // 0 | 1
  analytics_consent: number; // 0 | 1 (migration 021)
  created_at: string;
  updated_at: string;
}

export interface AddressRow {
  user_id: number;
  firstname: string;
  lastname: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
  updated_at: string;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  language: string;
  ref_hash: string;
  sponsor_id: number | null;
  ip_address: string | null;
  email_verified_at?: string | null;
  created_at: string;
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email.trim()) as UserRow | undefined;
}

export function findUserByRefHash(db: Database, refHash: string): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE ref_hash = ?').get(refHash) as UserRow | undefined;
}

export function countUsers(db: Database): number {
  return (sql(db, 'SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
}

export function insertUser(db: Database, user: NewUser): UserRow {
  const result = sql(
    db,
    `INSERT INTO users (name, email, password, language, ref_hash, sponsor_id, ip_address, email_verified_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.name,
    user.email,
    user.password,
    user.language,
    user.ref_hash,
    user.sponsor_id,
    user.ip_address,
    user.email_verified_at ?? null,
    user.created_at,
    user.created_at,
  );
  return findUserById(db, Number(result.lastInsertRowid))!;
}

export function updatePassword(db: Database, userId: number, hash: string, now: string): void {
  sql(db, 'UPDATE users SET password = ?, updated_at = ? WHERE id = ?').run(hash, now, userId);
}

export function markEmailVerified(db: Database, userId: number, now: string): void {
  sql(db, 'UPDATE users SET email_verified_at = ?, updated_at = ? WHERE id = ?').run(now, now, userId);
}

export function updateLastIp(db: Database, userId: number, ip: string): void {
  sql(db, 'UPDATE users SET ip_address = ? WHERE id = ?').run(ip, userId);
}

export function setInstructionState(db: Database, userId: number, state: Record<string, boolean>, now: string): void {
  sql(db, 'UPDATE users SET instruction_state = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(state),
    now,
    userId,
  );
}

export function setEmailVerificationForced(db: Database, userId: number, forced: boolean): void {
  sql(db, 'UPDATE users SET email_verification_forced = ? WHERE id = ?').run(forced ? 1 : 0, userId);
}

/** Stores a new (encrypted) TOTP secret; 2FA is enforced only once confirmed. */
export function setTwoFactorSecret(db: Database, userId: number, encryptedSecret: string | null, now: string): void {
  sql(
    db,
    'UPDATE users SET google2fa_secret = ?, google2fa_enabled_at = NULL, google2fa_last_step = NULL, updated_at = ? WHERE id = ?',
  ).run(encryptedSecret, now, userId);
}

export function confirmTwoFactor(db: Database, userId: number, now: string): void {
  sql(db, 'UPDATE users SET google2fa_enabled_at = ?, updated_at = ? WHERE id = ?').run(now, now, userId);
}

/** Records the TOTP time step just used, so that step and older ones are refused next time. */
export function setTwoFactorLastStep(db: Database, userId: number, step: number): void {
  sql(db, 'UPDATE users SET google2fa_last_step = ? WHERE id = ?').run(step, userId);
}

export function findAddress(db: Database, userId: number): AddressRow | undefined {
  return sql(db, 'SELECT * FROM addresses WHERE user_id = ?').get(userId) as AddressRow | undefined;
}

export function upsertAddress(db: Database, address: AddressRow): void {
  sql(
    db,
    `INSERT INTO addresses (user_id, firstname, lastname, street, zip, city, country, region, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET firstname = excluded.firstname, lastname = excluded.lastname, street = excluded.street,
       zip = excluded.zip, city = excluded.city, country = excluded.country, region = excluded.region, updated_at = excluded.updated_at`,
  ).run(
    address.user_id,
    address.firstname,
    address.lastname,
    address.street,
    address.zip,
    address.city,
    address.country,
    address.region,
    address.updated_at,
  );
}

/** docs/spec.md §6, §10: the permissions granted directly plus those of the member's staff roles. */
export function permissionsOf(db: Database, userId: number): string[] {
  const rows = sql(
    db,
    'SELECT p.name FROM permissions p JOIN user_permissions up ON up.permission_id = p.id WHERE up.user_id = ? ORDER BY p.name',
  ).all(userId) as { name: string }[];
  const direct = rows.map((row) => row.name);
  const fromRoles = permissionsOfRoles(rolesOf(db, userId)).filter((name) => !direct.includes(name));
  return fromRoles.length ? [...direct, ...fromRoles].sort() : direct;
}

/** The staff roles a member holds (src/shared/contract/staff-roles.ts), by name. */
export function rolesOf(db: Database, userId: number): string[] {
  return (sql(db, 'SELECT role FROM user_roles WHERE user_id = ? ORDER BY role').all(userId) as { role: string }[]).map(
    (row) => row.role,
  );
}

export function grantPermission(db: Database, userId: number, permission: string, now: string): void {
  sql(db, 'INSERT INTO permissions (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
    permission,
    now,
  );
  sql(
    db,
    'INSERT OR IGNORE INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?',
  ).run(userId, permission);
}
