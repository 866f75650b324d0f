// The club's office API (docs/spec.md §10): the staff dashboard, the staff and their roles, a member
// search for staff, and the audit trail. Every route is a staff route (./staff-endpoint.ts).
import { count, page, paginator, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';
import { STAFF_DASHBOARD_ANY, STAFF_PERMISSIONS, STAFF_ROLE_NAMES } from './staff-roles.ts';

const endpoint = staffEndpoints('club');

export const StaffMemberRef = v.object({ id: count, name: v.string() });

export const StaffDashboard = v.object({
  orders: v.optional(
    v.object({
      count,
      total_cents: count,
      latest: v.array(
        v.object({
          label: v.string(),
          member: StaffMemberRef,
          total_cents: count,
          bank_reference: v.nullable(v.string()),
          created_at: Timestamp,
        }),
      ),
    }),
  ),
  withdrawals: v.optional(
    v.object({
      count,
      total_cents: count,
      latest: v.array(
        v.object({
          label: v.string(),
          member: StaffMemberRef,
          amount_cents: count,
          approved: v.boolean(),
          created_at: Timestamp,
        }),
      ),
    }),
  ),
  tickets: v.optional(
    v.object({
      new: count,
      open: count,
      latest: v.array(
        v.object({ id: count, subject: v.string(), member: StaffMemberRef, status: v.string(), updated_at: Timestamp }),
      ),
    }),
  ),
  pickups: v.optional(
    v.object({
      count,
      items: v.array(
        v.object({
          label: v.string(),
          member: StaffMemberRef,
          slot_at: Timestamp,
          status: v.picklist(['reserved', 'collected']),
        }),
      ),
    }),
  ),
  events: v.optional(
    v.array(
      v.object({
        label: v.string(),
        title: v.string(),
        kind: v.picklist(['event', 'appointment']),
        starts_at: Timestamp,
        capacity: v.nullable(count),
        taken: count,
      }),
    ),
  ),
});

export const StaffRoleName = v.picklist(STAFF_ROLE_NAMES);
export const StaffPermissionName = v.picklist(STAFF_PERMISSIONS);

export const StaffMember = v.object({
  id: count,
  name: v.string(),
  email: v.string(),
  roles: v.array(v.string()),
  permissions: v.array(v.string()),
});

export const StaffList = v.object({
  staff: v.array(StaffMember),
  roles: v.array(v.object({ name: StaffRoleName, permissions: v.array(StaffPermissionName) })),
});

export const MemberHit = v.object({ id: count, name: v.string(), email: v.string() });

export const AuditEntry = v.object({
  id: count,
  at: Timestamp,
  actor_id: v.nullable(count),
  actor: v.string(),
  via: v.picklist(['web', 'cli', 'job']),
  action: v.string(),
  subject_type: v.string(),
  subject_id: v.string(),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
});

export const AuditVerdict = v.object({
  ok: v.boolean(),
  entries: count,
  head: v.optional(v.string()),
  id: v.optional(count),
  problem: v.optional(v.picklist(['changed', 'removed'])),
});

const MemberRoleParams = v.object({ user: v.string(), role: v.string() });

export const club = {
  dashboard: endpoint('GET /api/club/dashboard', {
    summary: 'What waits for the staff member: each part only with a permission that covers it',
    permission: STAFF_DASHBOARD_ANY,
    responses: { 200: StaffDashboard },
  }),
  staff: endpoint('GET /api/club/staff', {
    summary: 'Every member with a staff role or permission, and the roles that can be granted',
    permission: 'staff-roles',
    responses: { 200: StaffList },
  }),
  members: endpoint('GET /api/club/members', {
    summary: 'Members whose name or email contains the search text (at most 20)',
    permission: ['staff-roles', 'ledger-read', 'orders'],
    query: v.object({ search: text(100) }),
    responses: { 200: v.array(MemberHit) },
  }),
  grantRole: endpoint('PUT /api/club/staff/{user}/roles/{role}', {
    summary: 'Grant the member a role (granting one they hold changes nothing)',
    permission: 'staff-roles',
    params: MemberRoleParams,
    responses: { 200: StaffMember, 404: 'No such member', 422: 'No such role' },
  }),
  revokeRole: endpoint('DELETE /api/club/staff/{user}/roles/{role}', {
    summary: "Take a role away; the last board member's board role stays",
    permission: 'staff-roles',
    params: MemberRoleParams,
    responses: { 200: StaffMember, 404: 'No such member', 422: 'No such role, or the last board member' },
  }),
  audit: endpoint('GET /api/club/audit', {
    summary: 'The audit trail, newest first, 25 a page, filtered',
    permission: 'audit-read',
    query: v.object({
      action: v.optional(text(100)),
      actor: v.optional(text(100)),
      subject_type: v.optional(text(50)),
      subject_id: v.optional(text(100)),
      from: v.optional(v.pipe(v.string(), v.isoDate())),
      to: v.optional(v.pipe(v.string(), v.isoDate())),
      page,
    }),
    responses: { 200: paginator(AuditEntry) },
  }),
  verifyAudit: endpoint('GET /api/club/audit/verify', {
    summary: "Checks the audit trail's hash chain; names the first changed or removed entry",
    permission: 'audit-read',
    responses: { 200: AuditVerdict },
  }),
};

export type StaffDashboard = v.InferOutput<typeof StaffDashboard>;
export type StaffMember = v.InferOutput<typeof StaffMember>;
export type StaffList = v.InferOutput<typeof StaffList>;
export type MemberHit = v.InferOutput<typeof MemberHit>;
export type AuditEntry = v.InferOutput<typeof AuditEntry>;
export type AuditVerdict = v.InferOutput<typeof AuditVerdict>;
