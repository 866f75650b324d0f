// KCanG §23 (docs/spec.md §12 "Prevention"): members write to the prevention officer in a
// confidential support category; only the `prevention` permission reads those messages. The support
// inbox, its dashboard count, `club ticket:reply`, the board and staff looking on in ghost mode never do.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { runCommand } from '../../../../server/cli/commands.ts';
import { seedSupport } from '../../../../server/modules/support/seed.ts';
import { ticketsPart } from '../../../../server/modules/support/staff-dashboard.ts';
import { permissionsOfRoles, type StaffRole } from '../../../../src/shared/contract/staff-roles.ts';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor } from '../settings/settings-helpers.ts';

const SECRET = 'I think I use too much. Can we talk?';

async function confidentialWorld() {
  const w = createWorld();
  seedSupport(w.app.deps);
  const seed = { id: null, label: 'seed', via: 'cli' } as const;
  const staff = async (role: StaffRole) => {
    const user = await w.createUser({ email: `${role}@club.test`, name: `Staff ${role}` });
    grantRole(w.app.deps, seed, user.id, role);
    return w.tokenFor(user);
  };
  const member = await w.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  const memberToken = w.tokenFor(member);
  const sent = await w.call('POST', '/api/support/contact/prevention', {
    token: memberToken,
    body: { subject: 'Talking to someone', message: SECRET },
  });
  expect(sent.status).toBe(201);
  return { w, staff, member, memberToken, ticket: sent.body.id as number };
}

describe('confidential messages to the prevention officer (KCanG §23)', () => {
  it('offers members the confidential category beside the others, marked as such.', async () => {
    const { w, memberToken } = await confidentialWorld();
    const categories = (await w.call('GET', '/api/support/contact/categories', { token: memberToken })).body as {
      slug: string;
      confidential: boolean;
    }[];
    expect(categories.filter((c) => c.confidential).map((c) => c.slug)).toEqual(['prevention']);
    expect(categories.filter((c) => !c.confidential).length).toBeGreaterThan(0);
  });

  it('lets the prevention officer read and answer the message, with one audit entry and the member told.', async () => {
    const { w, staff, memberToken, ticket } = await confidentialWorld();
    const token = await staff('prevention-officer');
    const list = await w.call('GET', '/api/club/prevention/messages', { token });
    expect(list.body.data.map((t: { id: number }) => t.id)).toEqual([ticket]);
    const thread = await w.call('GET', `/api/club/prevention/messages/${ticket}`, { token });
    expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual([SECRET]);
    const before = countAuditEntries(w.db);
    const reply = await w.call('POST', `/api/club/prevention/messages/${ticket}/reply`, {
      token,
      body: { text: 'Of course. Thursday at 6?' },
    });
    expect(reply.status).toBe(200);
    expect(countAuditEntries(w.db) - before).toBe(1);
    const mine = await w.call('GET', `/api/support/tickets/${ticket}`, { token: memberToken });
    expect(mine.body.messages.map((m: { author: string }) => m.author)).toEqual(['member', 'staff']);
  });

  it('refuses the prevention officer’s routes to every other role, the board and support included (403).', async () => {
    const { w, staff, ticket } = await confidentialWorld();
    expect(permissionsOfRoles(['board'])).not.toContain('prevention');
    for (const role of ['board', 'support', 'treasurer', 'counter', 'editor'] as const) {
      const token = await staff(role);
      const calls = [
        await w.call('GET', '/api/club/prevention/messages', { token }),
        await w.call('GET', `/api/club/prevention/messages/${ticket}`, { token }),
        await w.call('POST', `/api/club/prevention/messages/${ticket}/reply`, { token, body: { text: 'Hi' } }),
      ];
      expect(
        calls.map((c) => c.status),
        role,
      ).toEqual([403, 403, 403]);
    }
  });

  it('keeps the message out of the support inbox, its dashboard count and its routes (404).', async () => {
    const { w, staff, ticket } = await confidentialWorld();
    const token = await staff('board');
    const inbox = await w.call('GET', '/api/club/tickets', { token });
    expect(inbox.body.data.map((t: { id: number }) => t.id)).not.toContain(ticket);
    expect(ticketsPart(w.db)).toMatchObject({ new: 0, open: 0, latest: [] });
    expect((await w.call('GET', `/api/club/tickets/${ticket}`, { token })).status).toBe(404);
    const reply = await w.call('POST', `/api/club/tickets/${ticket}/reply`, { token, body: { text: 'Hi' } });
    expect(reply.status).toBe(404);
    expect((await w.call('POST', `/api/club/tickets/${ticket}/close`, { token })).status).toBe(404);
    const lines: string[] = [];
    const out = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(await runCommand(w.app.deps, ['ticket:reply', String(ticket), '--text', 'Hi'], out)).not.toBe(0);
    const thread = await w.call('GET', `/api/club/prevention/messages/${ticket}`, {
      token: await staff('prevention-officer'),
    });
    expect(thread.body.messages).toHaveLength(1);
  });

  it('hides the message from staff looking on in ghost mode, while the member sees it.', async () => {
    const { w, member, memberToken, ticket } = await confidentialWorld();
    const ghost = ghostTokenFor(w, member);
    const listed = await w.call('GET', '/api/support/tickets', { token: ghost });
    expect(listed.body.data.map((t: { id: number }) => t.id)).not.toContain(ticket);
    expect(listed.body.total).toBe(0);
    expect((await w.call('GET', `/api/support/tickets/${ticket}`, { token: ghost })).status).toBe(404);
    const own = await w.call('GET', '/api/support/tickets', { token: memberToken });
    expect(own.body.data.map((t: { id: number }) => t.id)).toEqual([ticket]);
  });
});
