import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase, transaction } from '../../../server/db/open.ts';

describe('database', () => {
  it('applies every numbered migration once and records it', () => {
    const db = openDatabase(':memory:');
    const applied = migrate(db);
    expect(applied[0]).toBe('001_platform');
    expect(applied).toEqual([...applied].sort());
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare('SELECT migration FROM migrations ORDER BY id').all() as { migration: string }[];
    expect(rows.map((r) => r.migration)).toEqual(applied);
  });

  it('enforces foreign keys', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(() => db.prepare("INSERT INTO addresses (user_id, updated_at) VALUES (999, 'x')").run()).toThrow(
      /FOREIGN KEY/,
    );
  });

  it('rolls a failed transaction back', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(() =>
      transaction(db, () => {
        db.prepare("INSERT INTO app_state (key, value, updated_at) VALUES ('a', 'b', 'c')").run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare("SELECT COUNT(*) AS n FROM app_state WHERE key = 'a'").get()).toEqual({ n: 0 });
  });
});
