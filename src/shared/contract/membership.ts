// Membership in the club (docs/spec.md §12 "Joining the club", "Membership card"; KCanG §16): the
// application anyone may send (the /join page and the <club-join> widget), and the member's own
// view: their state, the card, the leaving notice, an offered place, the erasure of their data.
import { accepted, confirmation, email, endpoints, newPassword, personName, text, Timestamp } from './endpoint.ts';
import { LANGUAGES } from './language.ts';
import * as v from './schema.ts';

const endpoint = endpoints('membership', { auth: ['*'] });

export const MEMBERSHIP_STATUSES = [
  'applied',
  'checked',
  'waitlisted',
  'offered',
  'active',
  'rejected',
  'left',
] as const;
export const MembershipStatus = v.picklist(MEMBERSHIP_STATUSES);

export const Membership = v.object({
  status: MembershipStatus,
  member_number: v.nullable(v.string()),
  applied_at: Timestamp,
  email_confirmed: v.boolean(),
  checked_at: v.nullable(Timestamp),
  started_on: v.nullable(v.string()),
  /** Waitlisted: how many wait before them (0: next). */
  waitlist_position: v.nullable(v.number()),
  offer_expires_at: v.nullable(Timestamp),
  rejection_reason: v.nullable(v.string()),
  notice_at: v.nullable(Timestamp),
  leaves_on: v.nullable(v.string()),
  /** The earliest day a leaving notice given today takes effect (the minimum membership). */
  earliest_leave_on: v.nullable(v.string()),
});

export const MembershipCard = v.object({
  member_number: v.string(),
  name: v.string(),
  age_band: v.picklist(['18-20', '21+']),
  valid_from: Timestamp,
  valid_until: Timestamp,
  /** The signed text the QR code carries (MC1.…). */
  payload: v.string(),
  /** The payload as an SVG QR code (shown through <img src="data:image/svg+xml;base64,…">). */
  qr_svg: v.string(),
});

const day = v.pipe(v.string(), v.isoDate());

export const membership = {
  apply: endpoint(
    'POST /api/membership/applications',
    'Apply for membership (18 or older, living in Germany, member of no other cannabis club); emails a confirmation link',
    {
      auth: [],
      description:
        'Answers 202 alike for new and known addresses (no enumeration). The declaration of no other membership is kept three years (KCanG §16 (3)). Throttled: 10 a minute per IP.',
      body: v.object({
        firstname: v.pipe(personName(100), v.minLength(1)),
        lastname: v.pipe(personName(100), v.minLength(1)),
        email,
        password: newPassword,
        password_confirmation: confirmation,
        date_of_birth: day,
        street: text(255),
        zip: v.pipe(v.string(), v.regex(/^\d{5}$/, 'The :attribute must be a German postcode of five digits.')),
        city: text(100),
        resident_since: day,
        no_other_club: accepted,
        statutes: accepted,
        fee_plan: accepted,
        language: v.nullish(v.picklist(LANGUAGES)),
      }),
      responses: { 202: v.object({ message: v.string() }) },
    },
  ),
  show: endpoint('GET /api/membership', "The member's membership: state, number, waitlist place, leaving", {
    responses: { 200: Membership, 404: 'Not a member or applicant' },
  }),
  card: endpoint('GET /api/membership/card', "The member's signed membership card (rotated every 30 days)", {
    responses: { 200: MembershipCard, 403: 'Only an active member whose age the club checked has a card' },
  }),
  notice: endpoint(
    'POST /api/membership/notice',
    'Gives notice: the membership ends on the chosen day, no earlier than the minimum membership',
    {
      body: v.object({ leave_on: v.nullish(day) }),
      responses: { 200: Membership },
    },
  ),
  withdrawNotice: endpoint('DELETE /api/membership/notice', 'Withdraws a leaving notice before it takes effect', {
    responses: { 200: Membership },
  }),
  acceptOffer: endpoint('POST /api/membership/offer/accept', 'Takes the place offered from the waitlist', {
    responses: { 200: Membership },
  }),
  declineOffer: endpoint(
    'POST /api/membership/offer/decline',
    'Declines the place offered; the next one waiting gets it',
    {
      responses: { 200: Membership },
    },
  ),
};

export type MembershipStatus = v.InferOutput<typeof MembershipStatus>;
export type Membership = v.InferOutput<typeof Membership>;
export type MembershipCard = v.InferOutput<typeof MembershipCard>;
export type Application = v.InferInput<typeof membership.apply.body>;
