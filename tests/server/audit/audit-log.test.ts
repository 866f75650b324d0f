// docs/spec.md §10 "Audit trail": append-only, hash-chained entries; verifyAuditLog names the first
// entry that was changed or removed in the database.
import { describe, expect, it } from 'vitest';
import { recordAudit, verifyAuditLog, type AuditActor } from '../../../server/audit/audit-log.ts';
import { listAuditEntries } from '../../../server/audit/repository.ts';
import { sql, transaction } from '../../../server/db/open.ts';
import { createWorld, testConfig } from '../helpers.ts';

const board: AuditActor = { id: 1, label: 'board@club.test', via: 'web' };

function worldWithEntries(count: number) {
  const w = createWorld();
  for (let i = 1; i <= count; i++)
    recordAudit(w.app.deps, board, {
      action: 'order.paid',
      subject: { type: 'order', id: `ORD-${i}` },
      before: { status: 'pending' },
      after: { status: 'paid' },
    });
  return w;
}

/** What someone with write access to the file can do: drop the triggers, then edit. */
function tamper(w: ReturnType<typeof createWorld>, statement: string, ...params: (string | number)[]) {
  w.db.exec('DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete;');
  sql(w.db, statement).run(...params);
}

describe('the audit trail', () => {
  it('records who, what, when, which record and the before/after summary.', () => {
    const w = createWorld();
    w.clock.set('2026-03-04T05:06:07Z');
    const entry = recordAudit(w.app.deps, board, {
      action: 'role.granted',
      subject: { type: 'user', id: 42 },
      before: { roles: [] },
      after: { roles: ['treasurer'] },
    });
    expect(entry).toMatchObject({
      id: 1,
      at: '2026-03-04T05:06:07.000000Z',
      actor_id: 1,
      actor: 'board@club.test',
      via: 'web',
      action: 'role.granted',
      subject_type: 'user',
      subject_id: '42',
      before: '{"roles":[]}',
      after: '{"roles":["treasurer"]}',
    });
  });

  it('refuses to change or remove an entry in the database.', () => {
    const w = worldWithEntries(2);
    expect(() => sql(w.db, "UPDATE audit_log SET actor = 'someone' WHERE id = 1").run()).toThrow(/append-only/);
    expect(() => sql(w.db, 'DELETE FROM audit_log WHERE id = 2').run()).toThrow(/append-only/);
  });

  it('holds when nothing was touched.', () => {
    expect(verifyAuditLog(worldWithEntries(5).app.deps)).toMatchObject({ ok: true, entries: 5 });
  });

  it('names the first changed entry after a row is edited in the database.', () => {
    const w = worldWithEntries(6);
    tamper(w, `UPDATE audit_log SET after = '{"status":"cancelled"}' WHERE id = 3`);
    // the triggers are gone now: a second edit further on does not hide the first
    sql(w.db, "UPDATE audit_log SET actor = 'x' WHERE id = 5").run();
    expect(verifyAuditLog(w.app.deps)).toEqual({ ok: false, entries: 3, id: 3, problem: 'changed' });
  });

  it('names an entry whose hash was replaced as changed.', () => {
    const w = worldWithEntries(4);
    tamper(w, 'UPDATE audit_log SET hash = ? WHERE id = 2', 'f'.repeat(64));
    expect(verifyAuditLog(w.app.deps)).toMatchObject({ ok: false, id: 2, problem: 'changed' });
  });

  it('names a removed entry.', () => {
    const w = worldWithEntries(4);
    tamper(w, 'DELETE FROM audit_log WHERE id = 2');
    expect(verifyAuditLog(w.app.deps)).toMatchObject({ ok: false, id: 2, problem: 'removed' });
  });

  it('cannot be rewritten without APP_KEY: a chain recomputed with another key does not verify.', () => {
    const w = worldWithEntries(3);
    const other = {
      ...w.app.deps,
      config: testConfig({ APP_KEY: `base64:${Buffer.alloc(32, 9).toString('base64')}` }),
    };
    expect(verifyAuditLog(other)).toMatchObject({ ok: false, id: 1, problem: 'changed' });
  });

  it('commits an entry with its write or not at all.', () => {
    const w = createWorld();
    expect(() =>
      transaction(w.db, () => {
        recordAudit(w.app.deps, board, { action: 'order.paid', subject: { type: 'order', id: 'ORD-1' } });
        throw new Error('the write failed');
      }),
    ).toThrow('the write failed');
    expect(listAuditEntries(w.db, {}, { limit: 10, offset: 0 }).total).toBe(0);
    expect(verifyAuditLog(w.app.deps)).toMatchObject({ ok: true, entries: 0 });
  });

  it('filters by action prefix, actor and record, newest first.', () => {
    const w = worldWithEntries(3);
    recordAudit(
      w.app.deps,
      { id: null, label: 'cli:alice', via: 'cli' },
      {
        action: 'role.granted',
        subject: { type: 'user', id: 7 },
      },
    );
    const ids = (filter: Parameters<typeof listAuditEntries>[1]) =>
      listAuditEntries(w.db, filter, { limit: 10, offset: 0 }).items.map((e) => e.id);
    expect(ids({})).toEqual([4, 3, 2, 1]);
    expect(ids({ action: 'order' })).toEqual([3, 2, 1]);
    expect(ids({ action: 'role.granted' })).toEqual([4]);
    expect(ids({ actor: 'cli:' })).toEqual([4]);
    expect(ids({ subjectType: 'order', subjectId: 'ORD-2' })).toEqual([2]);
    expect(ids({ action: 'ord' })).toEqual([]);
  });
});
