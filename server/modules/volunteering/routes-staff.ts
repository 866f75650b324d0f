// Volunteer hours in the staff area (docs/spec.md §11, src/shared/contract/volunteering.ts): staff with
// `volunteer-hours` list members' entries and approve or reject the pending ones; each decision is
// one audit entry in the same transaction. Two staff deciding at once: the first wins, the other 422s.
import { Hono } from 'hono';
import { clubVolunteering, type StaffVolunteerEntry } from '../../../src/shared/contract/volunteering.ts';
import { staffActor } from '../../audit/actors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { toTimestamp } from '../../clock.ts';
import { transaction } from '../../db/open.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __ } from '../../lang/translate.ts';
import { decideEntry, findStaffEntry, listStaffEntries, type StaffVolunteerRow } from './repository.ts';
import { toEntry } from './routes.ts';

export const ALREADY_DECIDED = 'These hours have been decided already.';

const staffEntry = (row: StaffVolunteerRow): StaffVolunteerEntry => ({
  ...toEntry(row),
  member: { id: row.user_id, name: row.member_name },
});

function entryOf(c: AppContext): StaffVolunteerRow {
  const raw = c.req.param('id') ?? '';
  const row = /^\d{1,15}$/.test(raw) ? findStaffEntry(c.var.deps.db, Number(raw)) : undefined;
  if (!row) throw notFound(`No query results for model [App\\Models\\VolunteerHours] ${raw}`);
  return row;
}

function decide(c: AppContext, status: 'approved' | 'rejected', reason: string | null) {
  const { db, clock } = c.var.deps;
  const row = entryOf(c);
  const staff = c.get('user');
  const now = toTimestamp(clock.now());
  transaction(db, () => {
    if (!decideEntry(db, row.id, { status, reason, by: staff.id }, now))
      throw new ValidationError({ id: [__(ALREADY_DECIDED)] });
    recordAudit(c.var.deps, staffActor(staff), {
      action: `volunteer-hours.${status}`,
      subject: { type: 'volunteer_hours', id: row.id },
      before: { status: 'pending' },
      after: { status, minutes: row.minutes, member_id: row.user_id },
    });
  });
  return c.json(staffEntry(findStaffEntry(db, row.id)!));
}

export function volunteeringStaffRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/volunteering', staffGuard(clubVolunteering.list), (c) => {
    const { query } = input(c, clubVolunteering.list);
    return c.json(listStaffEntries(c.var.deps.db, query.status ?? null).map(staffEntry));
  });

  app.post('/club/volunteering/:id/approve', staffGuard(clubVolunteering.approve), (c) => decide(c, 'approved', null));

  app.post('/club/volunteering/:id/reject', staffGuard(clubVolunteering.reject), (c) => {
    entryOf(c);
    const { body } = input(c, clubVolunteering.reject);
    return decide(c, 'rejected', body.reason.trim());
  });

  return app;
}
