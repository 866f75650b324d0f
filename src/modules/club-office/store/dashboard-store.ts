// The staff dashboard (docs/spec.md §10): GET club/dashboard while the page shows it, fetched again on
// each StaffAreaUpdated cue on the staff channel (and after a reconnect).
import { followCue } from '../../../core/realtime/index.ts';
import { STAFF_CHANNEL, STAFF_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { getStaffDashboard } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const staffDashboard = keyed(getStaffDashboard, [
  (refetch) => followCue({ type: 'private', channel: STAFF_CHANNEL, event: STAFF_UPDATED_EVENT, refetch }),
]);
