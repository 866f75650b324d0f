// Volunteer hours (KCanG §17, docs/spec.md §11): the member's log and yearly PDF, and the staff
// area's approval (permission `volunteer-hours`).
import type { ServerModule } from '../../http/module.ts';
import { volunteeringRoutes } from './routes.ts';
import { volunteeringStaffRoutes } from './routes-staff.ts';
import { seedVolunteering } from './seed.ts';

export const volunteeringModule: ServerModule = {
  id: 'volunteering',
  api: () => volunteeringRoutes().route('/', volunteeringStaffRoutes()),
  seed: seedVolunteering,
};
