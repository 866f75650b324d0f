// docs/spec.md §11 "Volunteer hours" (KCanG §17): members log hours against the club's yearly target,
// staff with `volunteer-hours` approve or reject them (one audit entry per decision), the member's
// progress and yearly PDF count the approved ones, and no member reaches another member's hours.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { createWorld, type CallOptions } from '../../helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;
const HOURS = { worked_on: '2025-12-30', task: 'Counter shift', minutes: 150, note: 'Evening' };

async function volunteerWorld(env: Record<string, string> = {}) {
  const w = createWorld({ env });
  const coordinator = await w.createUser({ email: 'volunteers@club.test', name: 'Vera Einsatz' });
  grantRole(w.app.deps, SEED, coordinator.id, 'volunteer-coordinator');
  const mia = await w.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  const max = await w.createUser({ email: 'max@club.test', name: 'Max Member' });
  const tokens = { coordinator: w.tokenFor(coordinator), mia: w.tokenFor(mia), max: w.tokenFor(max) };
  const as = (who: keyof typeof tokens, method: string, path: string, opts: CallOptions = {}) =>
    w.call(method, path, { token: tokens[who], ...opts });
  async function log(who: 'mia' | 'max', body: object = HOURS) {
    const res = await as(who, 'POST', '/api/volunteering/hours', { body });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: number };
  }
  return { w, as, log, tokens, mia };
}

describe('members log volunteer hours', () => {
  it("lists the year's hours against the club's target, waiting ones apart from approved ones", async () => {
    const { as, log } = await volunteerWorld({ CLUB_VOLUNTEER_HOURS_TARGET: '20' });
    const entry = await log('mia');
    await log('mia', { ...HOURS, worked_on: '2024-05-01' });
    const year = (await as('mia', 'GET', '/api/volunteering?year=2025')).body;
    expect(year).toMatchObject({ year: 2025, target_minutes: 1200, approved_minutes: 0, pending_minutes: 150 });
    expect(year.entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        task: 'Counter shift',
        minutes: 150,
        note: 'Evening',
        status: 'pending',
      }),
    ]);
  });

  it('refuses a day in the future, a duration out of range and a missing task with 422, saving nothing', async () => {
    const { as } = await volunteerWorld();
    const bad = [
      [{ ...HOURS, worked_on: '2026-01-02' }, 'worked_on'],
      [{ ...HOURS, worked_on: '2025-02-30' }, 'worked_on'],
      [{ ...HOURS, minutes: 5 }, 'minutes'],
      [{ ...HOURS, minutes: 13 * 60 }, 'minutes'],
      [{ ...HOURS, task: '' }, 'task'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await as('mia', 'POST', '/api/volunteering/hours', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await as('mia', 'GET', '/api/volunteering?year=2025')).body.entries).toEqual([]);
  });

  it("answers 404 for another member's entry, as for an unknown one, and 401 without a token", async () => {
    const { w, as, log } = await volunteerWorld();
    const entry = await log('mia');
    expect((await as('mia', 'GET', `/api/volunteering/hours/${entry.id}`)).status).toBe(200);
    expect((await as('max', 'GET', `/api/volunteering/hours/${entry.id}`)).status).toBe(404);
    expect((await as('max', 'GET', '/api/volunteering?year=2025')).body.entries).toEqual([]);
    expect((await w.call('GET', `/api/volunteering/hours/${entry.id}`)).status).toBe(401);
  });

  it('gives a yearly overview PDF of the member’s own hours', async () => {
    const { as, log } = await volunteerWorld();
    await log('mia');
    const res = await as('mia', 'GET', '/api/volunteering/2025/pdf');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('volunteer-hours-2025');
    expect(Buffer.from(res.body.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('staff approve or reject volunteer hours', () => {
  it('approves a pending entry: it counts for the member, with exactly one audit entry', async () => {
    const { w, as, log } = await volunteerWorld();
    const entry = await log('mia');
    const listed = (await as('coordinator', 'GET', '/api/club/volunteering?status=pending')).body;
    expect(listed).toEqual([
      expect.objectContaining({ id: entry.id, member: expect.objectContaining({ name: 'Mia Member' }) }),
    ]);
    const before = countAuditEntries(w.db);
    const res = await as('coordinator', 'POST', `/api/club/volunteering/${entry.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(countAuditEntries(w.db) - before).toBe(1);
    const year = (await as('mia', 'GET', '/api/volunteering?year=2025')).body;
    expect(year).toMatchObject({ approved_minutes: 150, pending_minutes: 0 });
  });

  it('rejects with the reason the member reads; a second decision is a 422 without an audit entry', async () => {
    const { w, as, log } = await volunteerWorld();
    const entry = await log('mia');
    const rejected = await as('coordinator', 'POST', `/api/club/volunteering/${entry.id}/reject`, {
      body: { reason: 'Logged twice.' },
    });
    expect(rejected.status).toBe(200);
    const before = countAuditEntries(w.db);
    const again = await as('coordinator', 'POST', `/api/club/volunteering/${entry.id}/approve`);
    expect(again.status).toBe(422);
    expect(countAuditEntries(w.db)).toBe(before);
    const mine = (await as('mia', 'GET', `/api/volunteering/hours/${entry.id}`)).body;
    expect(mine).toMatchObject({ status: 'rejected', reason: 'Logged twice.' });
  });

  it('decides once when two staff decide at the same moment', async () => {
    const { w, as, log, tokens } = await volunteerWorld();
    const entry = await log('mia');
    const server = await w.listen();
    try {
      const before = countAuditEntries(w.db);
      const answers = await Promise.all([
        server.request('POST', `/api/club/volunteering/${entry.id}/approve`, { token: tokens.coordinator }),
        server.request('POST', `/api/club/volunteering/${entry.id}/reject`, {
          token: tokens.coordinator,
          body: { reason: 'No.' },
        }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(countAuditEntries(w.db) - before).toBe(1);
    } finally {
      await server.close();
    }
    expect((await as('mia', 'GET', '/api/volunteering?year=2025')).body.entries[0].status).not.toBe('pending');
  });

  it('refuses members without the permission with 403, leaving the entry pending', async () => {
    const { as, log } = await volunteerWorld();
    const entry = await log('mia');
    expect((await as('max', 'POST', `/api/club/volunteering/${entry.id}/approve`)).status).toBe(403);
    expect((await as('mia', 'POST', `/api/club/volunteering/${entry.id}/approve`)).status).toBe(403);
    expect((await as('max', 'GET', '/api/club/volunteering')).status).toBe(403);
    expect((await as('mia', 'GET', `/api/volunteering/hours/${entry.id}`)).body.status).toBe('pending');
  });

  it('answers 404 for an unknown entry', async () => {
    const { as } = await volunteerWorld();
    expect((await as('coordinator', 'POST', '/api/club/volunteering/999/approve')).status).toBe(404);
  });
});
