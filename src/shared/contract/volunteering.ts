// Volunteer hours (KCanG §17 active participation, docs/spec.md §11): a member logs the hours they
// worked for the club against the club's yearly target; staff with `volunteer-hours` approve or
// reject them in the staff area. A member reaches only their own entries.
import { count, endpoints, rule, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';
import { PdfDocument } from './wallet.ts';

const endpoint = endpoints('volunteering', { auth: ['*'] });
const staffEndpoint = staffEndpoints('club-volunteering');

export const VOLUNTEER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];
/** One entry is at most a long working day. */
export const VOLUNTEER_MAX_MINUTES = 12 * 60;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const VolunteerEntry = v.object({
  id: count,
  /** The day worked, YYYY-MM-DD (Berlin). */
  worked_on: v.string(),
  task: v.string(),
  minutes: count,
  note: v.nullable(v.string()),
  status: v.picklist(VOLUNTEER_STATUSES),
  /** Why staff rejected it; null otherwise. */
  reason: v.nullable(v.string()),
  decided_at: v.nullable(Timestamp),
  created_at: Timestamp,
});
export type VolunteerEntry = v.InferOutput<typeof VolunteerEntry>;

export const VolunteerYear = v.object({
  year: count,
  target_minutes: count,
  approved_minutes: count,
  pending_minutes: count,
  entries: v.array(VolunteerEntry),
});
export type VolunteerYear = v.InferOutput<typeof VolunteerYear>;

export const StaffVolunteerEntry = v.object({
  ...VolunteerEntry.entries,
  member: v.object({ id: count, name: v.string() }),
});
export type StaffVolunteerEntry = v.InferOutput<typeof StaffVolunteerEntry>;

const Year = v.object({ year: v.pipe(v.string(), v.regex(/^\d{4}$/)) });
const Id = v.object({ id: v.string() });

export const volunteering = {
  year: endpoint('GET /api/volunteering', "The member's hours of a year with the club's target", {
    query: v.object({ year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100))) }),
    responses: { 200: VolunteerYear },
  }),
  entry: endpoint('GET /api/volunteering/hours/{id}', 'One of the member’s own entries', {
    params: Id,
    responses: { 200: VolunteerEntry, 404: "No such entry of the member's" },
  }),
  log: endpoint('POST /api/volunteering/hours', 'Log hours worked for the club (waits for approval)', {
    body: v.object({
      worked_on: v.pipe(v.string(), v.check(isDay, rule('date')), v.description('YYYY-MM-DD, not in the future')),
      task: v.pipe(
        text(120),
        v.check((value) => value.trim().length >= 2, rule('min', { min: 2 })),
      ),
      minutes: v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(VOLUNTEER_MAX_MINUTES)),
      note: v.nullish(text(1000)),
    }),
    responses: { 201: VolunteerEntry },
  }),
  pdf: endpoint('GET /api/volunteering/{year}/pdf', "The member's yearly overview as a PDF", {
    params: Year,
    responses: { 200: PdfDocument },
  }),
};

export const clubVolunteering = {
  list: staffEndpoint('GET /api/club/volunteering', {
    summary: "Members' logged hours by status, oldest first",
    permission: 'volunteer-hours',
    query: v.object({ status: v.optional(v.picklist(VOLUNTEER_STATUSES)) }),
    responses: { 200: v.array(StaffVolunteerEntry) },
  }),
  approve: staffEndpoint('POST /api/club/volunteering/{id}/approve', {
    summary: 'Approve a pending entry: it counts towards the member’s target',
    permission: 'volunteer-hours',
    params: Id,
    responses: { 200: StaffVolunteerEntry, 404: 'No such entry', 422: 'Already decided' },
  }),
  reject: staffEndpoint('POST /api/club/volunteering/{id}/reject', {
    summary: 'Reject a pending entry, with the reason the member reads',
    permission: 'volunteer-hours',
    params: Id,
    body: v.object({ reason: text(500) }),
    responses: { 200: StaffVolunteerEntry, 404: 'No such entry', 422: 'Already decided' },
  }),
};
