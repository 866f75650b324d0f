// The volunteering endpoints (src/shared/contract/volunteering.ts), one function each.
import { currentApi } from '../../core/runtime.ts';
import type { VolunteerEntry, VolunteerYear } from './types.ts';

export const getVolunteerYear = (year: number) => currentApi().get<VolunteerYear>('volunteering', { year });
export const logHours = (entry: { worked_on: string; task: string; minutes: number; note: string | null }) =>
  currentApi().post<VolunteerEntry>('volunteering/hours', entry);
export const getYearPdf = (year: number) =>
  currentApi().get<{ name: string; data: string }>(`volunteering/${encodeURIComponent(String(year))}/pdf`);
