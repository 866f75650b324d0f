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

describe('100 on an older database', () => {
  function olderLedger() {
    const db = databaseBefore('100');
    db.prepare(
      "INSERT INTO users (id, name, email, password, ref_hash, created_at, updated_at) VALUES (1, 'Mia', 'mia@club.test', 'x', 'r', ?, ?)",
    ).run(T, T);
    db.prepare(
      "INSERT INTO wallets (id, user_id, currency, balance_cents, created_at, updated_at) VALUES (1, 1, 'EUR', 5000, ?, ?)",
    ).run(T, T);
    const entry = db.prepare(
      `INSERT INTO wallet_transactions (id, wallet_id, label, type, amount_cents, balance_after_cents, status, description, reference_type, reference_label, created_at, updated_at)
       VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const later = '2026-01-02T10:00:00.000000Z';
    entry.run(
      1,
      'TX-2026-000001',
      'deposit',
      5000,
      5000,
      'completed',
      'Bank transfer CLUB-AAAA-BBBB',
      'order',
      'ORD-2026-000001',
      T,
      T,
    );
    entry.run(
      2,
      'TX-2026-000002',
      'withdrawal',
      -2000,
      3000,
      'failed',
      'Withdrawal WD-2026-000001 to DE89 …3000',
      'withdrawal',
      'WD-2026-000001',
      T,
      later,
    );
    entry.run(3, 'TX-2026-000003', 'fee', -500, 2500, 'completed', 'Membership fee January 2026', null, null, T, T);
    return db;
  }

  it('gives entries their text kind and parameters from the texts the server wrote', () => {
    const db = olderLedger();
    migrate(db);
    expect(
      db.prepare('SELECT label, text_key, text_params FROM wallet_transactions WHERE id <= 3 ORDER BY id').all(),
    ).toEqual([
      { label: 'TX-2026-000001', text_key: 'bank_transfer', text_params: '{"reference":"CLUB-AAAA-BBBB"}' },
      {
        label: 'TX-2026-000002',
        text_key: 'withdrawal',
        text_params: '{"label":"WD-2026-000001","account":"DE89 …3000"}',
      },
      { label: 'TX-2026-000003', text_key: 'membership_fee', text_params: '{"month":"2026-01"}' },
    ]);
  });

  it('books a hold given back before it as it counted, with an entry that returns it', () => {
    const db = olderLedger();
    migrate(db);
    const rows = db
      .prepare(
        'SELECT id, label, amount_cents, status, text_key, reverses_id, created_at FROM wallet_transactions ORDER BY id',
      )
      .all();
    expect(rows[1]).toMatchObject({ id: 2, status: 'completed', amount_cents: -2000 });
    expect(rows[3]).toEqual({
      id: 4,
      label: 'TX-2026-000004',
      amount_cents: 2000,
      status: 'completed',
      text_key: 'withdrawal_returned',
      reverses_id: 2,
      created_at: '2026-01-02T10:00:00.000000Z',
    });
    const { n } = db
      .prepare("SELECT SUM(amount_cents) AS n FROM wallet_transactions WHERE status = 'completed'")
      .get() as { n: number };
    expect(n).toBe(5000 - 500);
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
