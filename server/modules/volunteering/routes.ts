// Volunteer hours, the member's side (docs/spec.md §11, src/shared/contract/volunteering.ts): the hours
// of a year against the club's target, one entry, logging hours, the yearly PDF. Every route reads
// only the signed-in member's own rows: another member's entry answers 404 like an unknown one.
import { Hono } from 'hono';
import { volunteering, type VolunteerEntry, type VolunteerYear } from '../../../src/shared/contract/volunteering.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __, attributeName } from '../../lang/translate.ts';
import { entriesOfYear, findOwnEntry, insertEntry, type VolunteerRow } from './repository.ts';
import { volunteerYearPdf } from './pdf.ts';

export const NOT_IN_FUTURE = 'The :attribute must not be in the future.';

export const toEntry = (row: VolunteerRow): VolunteerEntry => ({
  id: row.id,
  worked_on: row.worked_on,
  task: row.task,
  minutes: row.minutes,
  note: row.note,
  status: row.status,
  reason: row.reason,
  decided_at: row.decided_at,
  created_at: row.created_at,
});

export function volunteerYear(c: AppContext, year: number): VolunteerYear {
  const entries = entriesOfYear(c.var.deps.db, c.get('user').id, year);
  const sum = (status: VolunteerRow['status']) =>
    entries.filter((entry) => entry.status === status).reduce((total, entry) => total + entry.minutes, 0);
  return {
    year,
    target_minutes: c.var.deps.config.volunteering.yearlyTargetMinutes,
    approved_minutes: sum('approved'),
    pending_minutes: sum('pending'),
    entries: entries.map(toEntry),
  };
}

const missing = (id: string) => notFound(`No query results for model [App\\Models\\VolunteerHours] ${id}`);

export function volunteeringRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/volunteering', requireAuth(), (c) => {
    const { query } = input(c, volunteering.year);
    const year = query.year ?? Number(berlinDay(c.var.deps.clock.now()).slice(0, 4));
    return c.json(volunteerYear(c, year));
  });

  app.get('/volunteering/hours/:id', requireAuth(), (c) => {
    const raw = c.req.param('id') ?? '';
    const row = /^\d{1,15}$/.test(raw) ? findOwnEntry(c.var.deps.db, c.get('user').id, Number(raw)) : undefined;
    if (!row) throw missing(raw);
    return c.json(toEntry(row));
  });

  app.post('/volunteering/hours', requireAuth(), (c) => {
    const { body } = input(c, volunteering.log);
    const { db, clock } = c.var.deps;
    if (body.worked_on > berlinDay(clock.now()))
      throw new ValidationError({ worked_on: [__(NOT_IN_FUTURE, { attribute: attributeName('worked_on') })] });
    const note = body.note?.trim() || null;
    const row = insertEntry(
      db,
      { user_id: c.get('user').id, worked_on: body.worked_on, task: body.task.trim(), minutes: body.minutes, note },
      toTimestamp(clock.now()),
    );
    return c.json(toEntry(row), 201);
  });

  app.get('/volunteering/:year/pdf', requireAuth(), async (c) => {
    const raw = c.req.param('year') ?? '';
    if (!/^\d{4}$/.test(raw)) throw missing(raw);
    const user = c.get('user');
    const pdf = await volunteerYearPdf(
      { clubName: c.var.deps.config.appName, member: user, now: c.var.deps.clock.now() },
      volunteerYear(c, Number(raw)),
    );
    return c.json({ name: `volunteer-hours-${raw}`, data: pdf.toString('base64') });
  });

  return app;
}
