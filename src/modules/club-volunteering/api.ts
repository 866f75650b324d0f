// The staff volunteering endpoints (src/shared/contract/volunteering.ts), one function each.
import { currentApi } from '../../core/runtime.ts';
import type { StaffVolunteerEntry, VolunteerStatus } from './types.ts';

const segment = (value: number) => encodeURIComponent(String(value));

export const getEntries = (status: VolunteerStatus) =>
  currentApi().get<StaffVolunteerEntry[]>('club/volunteering', { status });
export const approveEntry = (id: number) =>
  currentApi().post<StaffVolunteerEntry>(`club/volunteering/${segment(id)}/approve`);
export const rejectEntry = (id: number, reason: string) =>
  currentApi().post<StaffVolunteerEntry>(`club/volunteering/${segment(id)}/reject`, { reason });
