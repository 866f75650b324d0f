// The volunteering wire types: those of its API contract (src/shared/contract/volunteering.ts), as types only.
export type { VolunteerEntry, VolunteerYear } from '../../shared/contract/volunteering.ts';
