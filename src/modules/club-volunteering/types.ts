// The staff volunteering wire types (src/shared/contract/volunteering.ts), as types only.
export type { StaffVolunteerEntry, VolunteerStatus } from '../../shared/contract/volunteering.ts';
