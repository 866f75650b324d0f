// The office's endpoints (src/shared/contract/club.ts), one function each, on the installed runtime's api.
import { currentApi } from '../../core/runtime.ts';
import type {
  AuditEntry,
  AuditVerdict,
  MemberHit,
  Paginator,
  StaffDashboard,
  StaffList,
  StaffMember,
} from './types.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const getStaffDashboard = () => currentApi().get<StaffDashboard>('club/dashboard');

export const getStaff = () => currentApi().get<StaffList>('club/staff');

export const searchMembers = (search: string) => currentApi().get<MemberHit[]>('club/members', { search });

export const grantRole = (userId: number, role: string) =>
  currentApi().put<StaffMember>(`club/staff/${segment(userId)}/roles/${segment(role)}`);

export const revokeRole = (userId: number, role: string) =>
  currentApi().delete<StaffMember>(`club/staff/${segment(userId)}/roles/${segment(role)}`);

export interface AuditFilter {
  action?: string;
  actor?: string;
  subject_type?: string;
  subject_id?: string;
  from?: string;
  to?: string;
}

export const getAudit = (filter: AuditFilter, page: number) =>
  currentApi().get<Paginator<AuditEntry>>('club/audit', { ...filter, page });

export const verifyAudit = () => currentApi().get<AuditVerdict>('club/audit/verify');

export type { TermsVersion } from '../../shared/contract/club-terms.ts';
import type { TermsVersion } from '../../shared/contract/club-terms.ts';

export const getTermsVersions = () => currentApi().get<TermsVersion[]>('club/terms');
export const publishTerms = (terms: { name: string; name_de: string; url: string }) =>
  currentApi().post<TermsVersion>('club/terms', terms);

export type { WidgetOrigins } from '../../shared/contract/club-widget-origins.ts';
import type { WidgetOrigins } from '../../shared/contract/club-widget-origins.ts';

export const getWidgetOrigins = () => currentApi().get<WidgetOrigins>('club/widget-origins');
export const addWidgetOrigin = (origin: string) => currentApi().post<WidgetOrigins>('club/widget-origins', { origin });
export const removeWidgetOrigin = (origin: string) =>
  currentApi().delete<WidgetOrigins>(`club/widget-origins/${segment(origin)}`);
