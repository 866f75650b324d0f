// The club's staff permissions and roles (docs/spec.md §6, §10): a permission is a name on the
// user; a role is a named set of permissions the board grants. The server checks permissions on
// every staff route (server/auth/require-permission.ts); the portal shows the staff area's parts
// by the same names. A member's permissions are those granted directly plus their roles' ones.

/** Every staff permission, with what it allows. */
export const STAFF_PERMISSIONS = [
  'staff-roles', // grant and revoke roles
  'audit-read', // read the audit trail
  'orders', // list orders, mark them paid, cancel them
  'ledger-read', // a member's balance and ledger
  'bank-import', // import bank statements and book their matches
  'payouts', // approve or reject withdrawals, export and process payouts
  'fees', // membership fee plans, charges, direct-debit mandates
  'tickets', // the support inbox
  'support-faq', // the FAQ and the contact categories
  'posts', // the posts editor
  'events', // events and appointments
  'check-in', // the check-in scanner at the door
  'terms', // publish terms documents
  'widget-origins', // the widgets' allowed origins
  'strains', // the strain menu and its stock
  'dispense', // hand over at the counter
  'prevention', // the prevention officer's anonymised figures and confidential messages
  'ghost-mode', // act as a member, read-only
  'members', // applications, the in-person ID check, the waitlist, leaving and erasing members
  'records', // the handover records, the inspection export and the yearly report (KCanG §26)
  'volunteer-hours', // approve or reject members' volunteer hours (KCanG §17)
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The roles the board grants, each a set of permissions. The board holds them all but `prevention`:
 * members' confidential messages to the prevention officer are read by nobody else (KCanG §23).
 */
export const STAFF_ROLES = {
  board: STAFF_PERMISSIONS.filter((permission) => permission !== 'prevention'),
  treasurer: ['orders', 'ledger-read', 'bank-import', 'payouts', 'fees'],
  counter: ['check-in', 'dispense', 'members'],
  'grow-manager': ['strains', 'records'],
  'prevention-officer': ['prevention'],
  support: ['tickets', 'support-faq', 'ghost-mode'],
  editor: ['posts', 'events'],
  'volunteer-coordinator': ['volunteer-hours'],
} as const satisfies Record<string, readonly StaffPermission[]>;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_NAMES = Object.keys(STAFF_ROLES) as StaffRole[];

export const isStaffRole = (name: string): name is StaffRole => Object.hasOwn(STAFF_ROLES, name);
export const isStaffPermission = (name: string): name is StaffPermission =>
  (STAFF_PERMISSIONS as readonly string[]).includes(name);

/** The permissions the given roles grant, each once, in STAFF_PERMISSIONS order. */
export function permissionsOfRoles(roles: readonly string[]): StaffPermission[] {
  const granted = new Set<string>(roles.filter(isStaffRole).flatMap((role) => STAFF_ROLES[role]));
  return STAFF_PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Which permissions show each part of the staff dashboard (any one of them), docs/spec.md §10. */
export const STAFF_DASHBOARD_PERMISSIONS = {
  orders: ['orders'],
  withdrawals: ['payouts'],
  tickets: ['tickets'],
  pickups: ['dispense'],
  events: ['events', 'check-in'],
} as const satisfies Record<string, readonly StaffPermission[]>;

/** Every permission that shows at least one dashboard part: the dashboard's own route and channel. */
export const STAFF_DASHBOARD_ANY: readonly StaffPermission[] = [
  ...new Set(Object.values(STAFF_DASHBOARD_PERMISSIONS).flat()),
  'staff-roles',
  'audit-read',
];
