// The membership shapes as the contract infers them (src/shared/contract/membership.ts).
export type { Application, Membership, MembershipCard } from '../../shared/contract/membership.ts';
