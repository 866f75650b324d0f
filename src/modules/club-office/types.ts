// The office's wire types: those of its API contract (src/shared/contract/club.ts), as types only.
export type {
  AuditEntry,
  AuditVerdict,
  MemberHit,
  StaffDashboard,
  StaffList,
  StaffMember,
} from '../../shared/contract/club.ts';
export type { Paginator } from '../../shared/contract/endpoint.ts';
export type { WidgetSnippet } from '../../shared/contract/club-widget-origins.ts';
