// docs/spec.md §10: `club staff:grant|staff:revoke|staff:list` and `club audit:verify`, run in-process.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../server/cli/commands.ts';
import { listAuditEntries } from '../../../server/audit/repository.ts';
import { rolesOf } from '../../../server/auth/repository-users.ts';
import { sql } from '../../../server/db/open.ts';
import { createWorld } from '../helpers.ts';

type World = ReturnType<typeof createWorld>;

async function run(w: World, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(w.app.deps, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('club staff:grant and staff:revoke', () => {
  it('grant and revoke a role, each one audit entry naming the CLI.', async () => {
    const w = createWorld();
    const member = await w.createUser({ email: 'theo@club.test' });
    expect(await run(w, 'staff:grant', 'theo@club.test', 'treasurer')).toMatchObject({ code: 0 });
    expect(rolesOf(w.db, member.id)).toEqual(['treasurer']);
    expect(await run(w, 'staff:revoke', 'theo@club.test', 'treasurer')).toMatchObject({ code: 0 });
    expect(rolesOf(w.db, member.id)).toEqual([]);
    const entries = listAuditEntries(w.db, {}, { limit: 10, offset: 0 }).items;
    expect(entries.map((e) => [e.action, e.via, e.actor.startsWith('cli:')])).toEqual([
      ['role.revoked', 'cli', true],
      ['role.granted', 'cli', true],
    ]);
  });

  it('refuse an unknown role with exit code 2 and list the roles.', async () => {
    const w = createWorld();
    await w.createUser({ email: 'theo@club.test' });
    const result = await run(w, 'staff:grant', 'theo@club.test', 'king');
    expect(result.code).toBe(2);
    expect(result.err).toContain('board, treasurer, counter');
  });

  it('answer exit code 1 for an unknown member.', async () => {
    expect(await run(createWorld(), 'staff:grant', 'nobody@club.test', 'board')).toMatchObject({ code: 1 });
  });

  it('list the staff with their roles.', async () => {
    const w = createWorld();
    await w.createUser({ email: 'eddie@club.test' });
    await run(w, 'staff:grant', 'eddie@club.test', 'editor');
    expect((await run(w, 'staff:list')).out).toContain('eddie@club.test\troles: editor\tpermissions: events, posts');
  });
});

describe('club audit:verify', () => {
  it('reports the first changed entry after a row is edited in the database.', async () => {
    const w = createWorld();
    for (const email of ['a@club.test', 'b@club.test', 'c@club.test']) {
      await w.createUser({ email });
      await run(w, 'staff:grant', email, 'editor');
    }
    expect(await run(w, 'audit:verify')).toMatchObject({ code: 0 });
    w.db.exec('DROP TRIGGER audit_log_no_update');
    sql(w.db, `UPDATE audit_log SET after = '{"roles":["board"]}' WHERE id = 2`).run();
    expect(await run(w, 'audit:verify')).toEqual({
      code: 1,
      out: '',
      err: 'Audit entry 2 was changed: it no longer matches its hash chain.',
    });
  });

  it('reports a removed entry.', async () => {
    const w = createWorld();
    for (const email of ['a@club.test', 'b@club.test']) {
      await w.createUser({ email });
      await run(w, 'staff:grant', email, 'editor');
    }
    w.db.exec('DROP TRIGGER audit_log_no_delete');
    sql(w.db, 'DELETE FROM audit_log WHERE id = 1').run();
    expect((await run(w, 'audit:verify')).err).toBe('Audit entry 1 was removed: the trail is broken there.');
  });
});
