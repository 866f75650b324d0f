// Migrations that classify rows written before them: a database from before 022 and 023 comes out
// with its posts announced as the post command did, and its bonuses found by kind, not by text.
import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';

/** A database migrated up to (not including) `first`. */
function databaseBefore(first: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < first))
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  const db = openDatabase(':memory:');
  migrate(db, dir);
  return db;
}

const T = '2026-01-01T10:00:00.000000Z';

describe('022 and 023 on an older database', () => {
  it('marks posts published at once as announced and leaves scheduled ones to the sweep', () => {
    const db = databaseBefore('022');
    const post = db.prepare(
      "INSERT INTO posts (title, vanity_url, body_html, author, published_at, created_at, updated_at) VALUES (?, ?, '<p>x</p>', 'Club', ?, ?, ?)",
    );
    post.run('Now', 'now', T, T, T);
    post.run('Later', 'later', '2026-02-01T10:00:00.000000Z', T, T);
    migrate(db);
    expect(db.prepare('SELECT vanity_url, announced_at FROM posts ORDER BY id').all()).toEqual([
      { vanity_url: 'now', announced_at: T },
      { vanity_url: 'later', announced_at: null },
    ]);
  });

  it('gives the bonus credits booked before it their kind', () => {
    const db = databaseBefore('023');
    db.prepare(
      "INSERT INTO users (id, name, email, password, ref_hash, created_at, updated_at) VALUES (1, 'Mia', 'mia@club.test', 'x', 'r', ?, ?)",
    ).run(T, T);
    db.prepare(
      "INSERT INTO wallets (id, user_id, currency, balance_cents, created_at, updated_at) VALUES (1, 1, 'EUR', 0, ?, ?)",
    ).run(T, T);
    const entry = db.prepare(
      "INSERT INTO wallet_transactions (wallet_id, label, type, amount_cents, status, description, created_at, updated_at) VALUES (1, ?, ?, 100, 'completed', ?, ?, ?)",
    );
    entry.run('TX-1', 'credit', 'Team bonus', T, T);
    entry.run('TX-2', 'credit', 'Referral bonus: Lena Schmidt', T, T);
    entry.run('TX-3', 'deposit', 'Team bonus money', T, T);
    migrate(db);
    expect(db.prepare('SELECT label, kind FROM wallet_transactions ORDER BY id').all()).toEqual([
      { label: 'TX-1', kind: 'team_bonus' },
      { label: 'TX-2', kind: 'referral_bonus' },
      { label: 'TX-3', kind: null },
    ]);
  });
});

describe('030 on an older database', () => {
  it('keeps the oldest copy of an IBAN a member saved twice, and gives a member who lost the default the oldest account left', () => {
    const db = databaseBefore('030');
    db.prepare(
      "INSERT INTO users (id, name, email, password, ref_hash, created_at, updated_at) VALUES (1, 'Mia', 'mia@club.test', 'x', 'r', ?, ?)",
    ).run(T, T);
    const account = db.prepare(
      'INSERT INTO withdraw_accounts (id, user_id, holder, iban, is_default, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?, ?)',
    );
    account.run(1, 'Mia', 'DE89370400440532013000', 0, T, T);
    account.run(2, 'Mia', 'DE89370400440532013000', 1, T, T);
    account.run(3, 'Mia', 'GB82WEST12345698765432', 0, T, T);
    migrate(db);
    expect(
      db.prepare('SELECT id, is_default, deleted_at IS NOT NULL AS removed FROM withdraw_accounts ORDER BY id').all(),
    ).toEqual([
      { id: 1, is_default: 1, removed: 0 },
      { id: 2, is_default: 0, removed: 1 },
      { id: 3, is_default: 0, removed: 0 },
    ]);
    expect(() => account.run(4, 'Mia', 'GB82WEST12345698765432', 0, T, T)).toThrow(/UNIQUE/);
  });
});

describe('031 on an older database', () => {
  it("links a referral bonus to the sponsor's team member its text names, and takes the name out of the text", () => {
    const db = databaseBefore('031');
    const user = db.prepare(
      'INSERT INTO users (id, name, email, password, ref_hash, sponsor_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    user.run(1, 'Mia', 'mia@club.test', 'x', 'r1', null, T, T);
    user.run(2, 'Jonas Weber', 'jonas@club.test', 'x', 'r2', 1, T, T);
    db.prepare(
      "INSERT INTO wallets (id, user_id, currency, balance_cents, created_at, updated_at) VALUES (1, 1, 'EUR', 0, ?, ?)",
    ).run(T, T);
    const entry = db.prepare(
      "INSERT INTO wallet_transactions (wallet_id, label, type, amount_cents, status, description, kind, created_at, updated_at) VALUES (1, ?, 'credit', 100, 'completed', ?, 'referral_bonus', ?, ?)",
    );
    entry.run('TX-1', 'Referral bonus: Jonas Weber', T, T);
    entry.run('TX-2', 'Referral bonus: Someone Else', T, T);
    migrate(db);
    expect(
      db.prepare('SELECT label, description, referred_user_id FROM wallet_transactions ORDER BY id').all(),
    ).toEqual([
      { label: 'TX-1', description: 'Referral bonus', referred_user_id: 2 },
      { label: 'TX-2', description: 'Referral bonus: Someone Else', referred_user_id: null },
    ]);
  });
});
