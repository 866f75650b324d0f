// Applications and members in the staff area (docs/spec.md §12 "Joining the club"; KCanG §16):
// the applications to check, the in-person check of an official photo ID (the club's age check,
// server/auth/age-checks.ts), the decision (a place, the waitlist at the member limit, or a
// rejection with its reason) and the erasure of a member's personal data. Staff routes with the
// `members` permission.
import { count, id, text, Timestamp } from './endpoint.ts';
import { AGE_CHECK_DOCUMENTS } from './form-rules.ts';
import { MembershipStatus } from './membership.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-members');

export { AGE_CHECK_DOCUMENTS };

export const Applicant = v.object({
  user_id: id,
  name: v.string(),
  email: v.string(),
  status: MembershipStatus,
  member_number: v.nullable(v.string()),
  email_confirmed: v.boolean(),
  /** The date of birth the applicant gave (a claim until the check). */
  date_of_birth: v.nullable(v.string()),
  resident_since: v.string(),
  address: v.nullable(
    v.object({ street: v.nullable(v.string()), zip: v.nullable(v.string()), city: v.nullable(v.string()) }),
  ),
  applied_at: Timestamp,
  /** The in-person check: the document's kind, who checked and when (no copy, no number). */
  check: v.nullable(
    v.object({ document: v.string(), checked_by: v.string(), checked_at: Timestamp, date_of_birth: v.string() }),
  ),
  waitlisted_at: v.nullable(Timestamp),
  waitlist_position: v.nullable(count),
  offer_expires_at: v.nullable(Timestamp),
  started_on: v.nullable(v.string()),
  leaves_on: v.nullable(v.string()),
  rejection_reason: v.nullable(v.string()),
});

export const MembersOverview = v.object({
  /** Places taken (active members and open offers) and the club's limit. */
  taken: count,
  limit: count,
  data: v.array(Applicant),
});

export const clubMembers = {
  list: endpoint('GET /api/club/applications', {
    summary: 'Applicants and members by state (the waitlist in its order), with the places taken and the limit',
    permission: 'members',
    query: v.object({ status: v.optional(MembershipStatus) }),
    responses: { 200: MembersOverview },
  }),
  check: endpoint('POST /api/club/applications/{user}/check', {
    summary: 'Records that staff saw an official photo ID in person: its kind and the date of birth on it',
    permission: 'members',
    body: v.object({ document: v.picklist(AGE_CHECK_DOCUMENTS), date_of_birth: v.pipe(v.string(), v.isoDate()) }),
    responses: { 200: Applicant, 404: 'No such applicant' },
  }),
  approve: endpoint('POST /api/club/applications/{user}/approve', {
    summary: 'Admits a checked applicant: active with a number, or waitlisted while the club is at its member limit',
    permission: 'members',
    responses: { 200: Applicant, 404: 'No such applicant' },
  }),
  reject: endpoint('POST /api/club/applications/{user}/reject', {
    summary: 'Rejects an application with its reason (the applicant is told)',
    permission: 'members',
    body: v.object({ reason: text(500) }),
    responses: { 200: Applicant, 404: 'No such applicant' },
  }),
  erase: endpoint('POST /api/club/members/{user}/erase', {
    summary:
      "Erases a member's personal data (left or asked): name, address and email go; the records the law keeps stay under the membership number",
    permission: 'members',
    body: v.object({ confirm: v.literal(true, 'accepted') }),
    responses: { 200: Applicant, 404: 'No such member' },
  }),
};

export type Applicant = v.InferOutput<typeof Applicant>;
export type MembersOverview = v.InferOutput<typeof MembersOverview>;
