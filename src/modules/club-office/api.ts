// The office's endpoints, one function each, on the installed runtime's api.
import { currentApi } from '../../core/runtime.ts';
import type { StaffDashboard } from './types.ts';

export const getStaffDashboard = () => currentApi().get<StaffDashboard>('club/dashboard');
