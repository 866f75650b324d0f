// The privacy export holds every table row about the member, and a deletion request leaves only what
// the law keeps (docs/spec.md §11). Which tables hold member data is read from the schema itself,
// not from server/privacy/member-data.ts: every column that references users, or is named like a
// user id, marks its table. A new table (or column) of member data that the export does not cover fails here.
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../server/db/demo-accounts.ts';
import { sql, type Database } from '../../../server/db/open.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { MEMBER_DATA } from '../../../server/privacy/member-data.ts';
import { RETAINED_TABLES } from '../../../server/privacy/retention.ts';
import { createWorld } from '../helpers.ts';
import { ghostTokenFor } from '../modules/settings/settings-helpers.ts';

/** Columns holding a member's id: a foreign key to users, `user_id`, `*_user_id`, Laravel's morph ids. */
function memberColumns(db: Database): { table: string; column: string }[] {
  const tables = sql(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
    name: string;
  }[];
  return tables.flatMap(({ name }) => {
    const keys = sql(db, `PRAGMA foreign_key_list("${name}")`).all() as { table: string; from: string }[];
    const columns = sql(db, `PRAGMA table_info("${name}")`).all() as { name: string }[];
    const found = new Set(keys.filter((key) => key.table === 'users').map((key) => key.from));
    for (const { name: column } of columns)
      if (/(^|_)user_id$/.test(column) || column === 'notifiable_id' || column === 'tokenable_id') found.add(column);
    if (name === 'users') found.add('id');
    return [...found].map((column) => ({ table: name, column }));
  });
}

const entryOf = (table: string) => MEMBER_DATA.find((entry) => entry.table === table);

async function demoWorld() {
  const w = createWorld();
  await seedDatabase(w.app.deps);
  const demo = findUserByEmail(w.db, DEMO_EMAIL)!;
  return { w, demo, token: w.tokenFor(demo) };
}

async function exportOf(w: ReturnType<typeof createWorld>, token: string) {
  const res = await w.call('GET', '/api/user/settings/privacy/export', { token });
  expect(res.status).toBe(200);
  const files = unzipSync(Buffer.from(res.body.data, 'base64'));
  return { res, files, data: JSON.parse(strFromU8(files['member-data.json']!)) };
}

describe('the member-data tables, derived from the schema', () => {
  it('covers every column naming a member: exported by it, or said why its rows are not about the member', () => {
    const { db } = createWorld();
    const missing = memberColumns(db)
      .filter(({ table, column }) => {
        const entry = entryOf(table);
        return !entry || !(entry.columns.includes(column) || (entry.notAbout && column in entry.notAbout));
      })
      .map(
        ({ table, column }) =>
          `table "${table}" holds member data in "${column}": add { table: '${table}', columns: ['${column}'] } to MEMBER_DATA in server/privacy/member-data.ts (or notAbout: { ${column}: 'why' }), and say in server/privacy/retention.ts whether a deletion keeps it`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('lists only tables that exist, each once', () => {
    const { db } = createWorld();
    const tables = new Set(
      (sql(db, "SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name),
    );
    const listed = MEMBER_DATA.map((entry) => entry.table);
    expect(listed.filter((table) => !tables.has(table))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('GET user/settings/privacy/export', () => {
  it("holds every table row about the demo member, found through the schema's member columns", async () => {
    const { w, demo, token } = await demoWorld();
    const { data } = await exportOf(w, token);
    let checked = 0;
    for (const { table, column } of memberColumns(w.db)) {
      const entry = entryOf(table)!;
      if (entry.notAbout && column in entry.notAbout) continue;
      const omit = new Set(entry.omit ?? []);
      const rows = (
        sql(w.db, `SELECT * FROM "${table}" WHERE "${column}" = ?`).all(demo.id) as Record<string, unknown>[]
      ).map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key))));
      for (const row of rows) expect(data.tables[table], `${table}.${column}`).toContainEqual(row);
      checked += rows.length;
    }
    // The demo member has a wallet, orders, handovers, tickets, chats: far more than a handful of rows.
    expect(checked).toBeGreaterThan(20);
    expect(Object.keys(data.tables)).toEqual(
      expect.arrayContaining(['users', 'wallets', 'wallet_transactions', 'growing_handovers']),
    );
  });

  it('leaves out the password hash, 2FA secret and token hashes, and holds no other member', async () => {
    const { w, demo, token } = await demoWorld();
    const { data } = await exportOf(w, token);
    expect(data.tables.users).toHaveLength(1);
    expect(data.tables.users[0].id).toBe(demo.id);
    expect(data.tables.users[0]).not.toHaveProperty('password');
    expect(data.tables.users[0]).not.toHaveProperty('google2fa_secret');
    for (const row of data.tables.personal_access_tokens) expect(row).not.toHaveProperty('token');
    expect(JSON.stringify(data)).not.toContain(demo.password);
  });

  it('carries a readable PDF in the member language beside the JSON', async () => {
    const { w, token } = await demoWorld();
    const { files, res } = await exportOf(w, token);
    expect(Object.keys(files).sort()).toEqual(['member-data.json', 'member-data.pdf']);
    expect(strFromU8(files['member-data.pdf']!.subarray(0, 5))).toBe('%PDF-');
    expect(res.body.name).toMatch(/^member-data-\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 401 without a token and 403 to a ghost session', async () => {
    const { w, demo } = await demoWorld();
    expect((await w.call('GET', '/api/user/settings/privacy/export')).status).toBe(401);
    const res = await w.call('GET', '/api/user/settings/privacy/export', { token: ghostTokenFor(w, demo) });
    expect(res.status).toBe(403);
  });
});

describe('a deletion request (GDPR Art. 17)', () => {
  async function settledMember() {
    const w = createWorld();
    const user = await w.createUser({ address: true });
    const now = '2026-01-01T09:00:00.000000Z';
    sql(w.db, 'INSERT INTO member_birth_dates (user_id, date_of_birth, updated_at) VALUES (?, ?, ?)').run(
      user.id,
      '1990-05-04',
      now,
    );
    sql(w.db, 'INSERT INTO wallets (user_id, balance_cents, created_at, updated_at) VALUES (?, 0, ?, ?)').run(
      user.id,
      now,
      now,
    );
    const wallet = (sql(w.db, 'SELECT id FROM wallets WHERE user_id = ?').get(user.id) as { id: number }).id;
    sql(
      w.db,
      "INSERT INTO wallet_transactions (wallet_id, label, type, amount_cents, balance_after_cents, status, description, created_at, updated_at) VALUES (?, 'T-1', 'deposit', 500, 500, 'completed', 'Deposit', ?, ?)",
    ).run(wallet, now, now);
    sql(
      w.db,
      "INSERT INTO strains (id, name, thc_tenths, cbd_tenths, price_cents_per_gram, stock_mg, created_at, updated_at) VALUES (1, 'Test', 150, 10, 800, 1000, ?, ?)",
    ).run(now, now);
    sql(
      w.db,
      "INSERT INTO growing_handovers (user_id, strain_id, strain_name, grams_mg, thc_tenths, cbd_tenths, price_cents, handed_at, created_at) VALUES (?, 1, 'Test', 5000, 150, 10, 500, '2025-06-01T12:00:00.000000Z', ?)",
    ).run(user.id, now);
    sql(w.db, "INSERT INTO support_tickets (user_id, subject, created_at, updated_at) VALUES (?, 'Help', ?, ?)").run(
      user.id,
      now,
      now,
    );
    const token = w.tokenFor(user);
    await w.call('PUT', '/api/user/settings/privacy', { token, body: { analytics_consent: true } });
    return { w, user, token };
  }

  it('leaves only the records the law keeps: no other row of any member-data table names the member', async () => {
    const { w, user, token } = await settledMember();
    const res = await w.call('POST', '/api/user/settings/privacy/deletion', {
      token,
      body: { password: 'correct horse battery' },
    });
    expect(res.status).toBe(200);
    const left = memberColumns(w.db)
      .filter(({ table, column }) => !RETAINED_TABLES[table] && !entryOf(table)?.notAbout?.[column])
      .filter(
        ({ table, column }) =>
          (sql(w.db, `SELECT COUNT(*) AS n FROM "${table}" WHERE "${column}" = ?`).get(user.id) as { n: number }).n > 0,
      )
      .map(({ table }) => table);
    expect(left).toEqual([]);
    // What is kept: the handover (KCanG §26) and the booking, with the identity they need.
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM growing_handovers WHERE user_id = ?').get(user.id)).toEqual({ n: 1 });
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM wallet_transactions').get()).toEqual({ n: 1 });
    expect(
      sql(
        w.db,
        'SELECT firstname, lastname, birth_year, handovers_until, bookings_until FROM closed_accounts WHERE user_id = ?',
      ).get(user.id),
    ).toEqual({
      firstname: 'Mia',
      lastname: 'Member',
      birth_year: 1990,
      handovers_until: '2030-06-01',
      bookings_until: '2036-12-31',
    });
  });

  it('pseudonymises the account and ends its sessions: the old password and token open nothing', async () => {
    const { w, user, token } = await settledMember();
    await w.call('POST', '/api/user/settings/privacy/deletion', { token, body: { password: 'correct horse battery' } });
    const row = sql(w.db, 'SELECT name, email, wallet_address, closed_at FROM users WHERE id = ?').get(
      user.id,
    ) as Record<string, unknown>;
    expect(row.name).toBe(`Member ${user.id}`);
    expect(row.email).not.toBe(user.email);
    expect(row.closed_at).not.toBeNull();
    expect((await w.call('GET', '/api/user', { token })).status).toBe(401);
    const login = await w.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'correct horse battery' },
    });
    expect(login.status).toBe(422);
  });

  it('refuses a wrong password with 422 on password, closing nothing', async () => {
    const { w, user, token } = await settledMember();
    const res = await w.call('POST', '/api/user/settings/privacy/deletion', { token, body: { password: 'wrong' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['password']);
    expect(sql(w.db, 'SELECT closed_at FROM users WHERE id = ?').get(user.id)).toEqual({ closed_at: null });
  });

  it('refuses while the demo member has a balance and open business: 422 on account, nothing deleted', async () => {
    const { w, demo, token } = await demoWorld();
    const before = sql(w.db, 'SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(demo.id);
    const res = await w.call('POST', '/api/user/settings/privacy/deletion', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['account']);
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(demo.id)).toEqual(before);
    expect((await w.call('GET', '/api/user/settings/privacy', { token })).body.blockers).toContain('balance');
  });

  it('refuses a ghost session with 403', async () => {
    const { w, user } = await settledMember();
    const res = await w.call('POST', '/api/user/settings/privacy/deletion', {
      token: ghostTokenFor(w, user),
      body: { password: 'correct horse battery' },
    });
    expect(res.status).toBe(403);
    expect(sql(w.db, 'SELECT closed_at FROM users WHERE id = ?').get(user.id)).toEqual({ closed_at: null });
  });
});

describe('downloading again', () => {
  it('builds anew once the data changed, and reuses the last ZIP while it has not', async () => {
    const { w, demo, token } = await demoWorld();
    const first = await exportOf(w, token);
    w.clock.advance(60_000);
    const again = await exportOf(w, token);
    expect(again.res.body.data).toBe(first.res.body.data);
    sql(w.db, "UPDATE addresses SET city = 'Potsdam' WHERE user_id = ?").run(demo.id);
    const changed = await exportOf(w, token);
    expect(changed.data.tables.addresses[0].city).toBe('Potsdam');
  });
});
