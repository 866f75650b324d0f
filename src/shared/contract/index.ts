// Every endpoint of the API and the schemas named in the OpenAPI document's components: the
// generator (server/openapi/document.ts) reads this list; a route without an entry fails
// tests/server/openapi/openapi.test.ts.
import type { GenericSchema } from './schema.ts';
import type { Endpoint } from './endpoint.ts';
import { affiliate, AffiliateSummary, TeamBonus, TeamMember } from './affiliate.ts';
import { AuditEntry, club, StaffDashboard, StaffMember } from './club.ts';
import { BankImport, clubTreasury, PayoutBatch, StaffOrder, StaffWithdrawal } from './club-treasury.ts';
import { clubFees, FeePlan, MemberFees } from './club-fees.ts';
import { clubSupport, InboxThread, InboxTicket, SupportContent } from './club-support.ts';
import { clubTerms, TermsVersion } from './club-terms.ts';

export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(affiliate),
  ...Object.values(club),
  ...Object.values(clubTreasury),
  ...Object.values(clubFees),
  ...Object.values(clubSupport),
  ...Object.values(clubTerms),
];

export const COMPONENTS: Record<string, GenericSchema> = {
  AffiliateSummary,
  TeamMember,
  TeamBonus,
  StaffDashboard,
  StaffMember,
  AuditEntry,
  StaffOrder,
  BankImport,
  StaffWithdrawal,
  PayoutBatch,
  FeePlan,
  MemberFees,
  InboxTicket,
  InboxThread,
  SupportContent,
  TermsVersion,
};
