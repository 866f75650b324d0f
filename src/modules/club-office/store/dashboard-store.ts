// The staff dashboard (docs/spec.md §10): GET club/dashboard, refetched on each StaffAreaUpdated cue
// on the staff channel (and after a reconnect) while the page is open.
import { onMount } from 'nanostores';
import { followCue } from '../../../core/realtime/index.ts';
import { createResource } from '../../../core/resource/resource.ts';
import { STAFF_CHANNEL, STAFF_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { getStaffDashboard } from '../api.ts';

export function createDashboardStore() {
  const resource = createResource(getStaffDashboard);
  onMount(resource.$state, () => {
    void resource.load();
    return followCue({
      type: 'private',
      channel: STAFF_CHANNEL,
      event: STAFF_UPDATED_EVENT,
      refetch: () => void resource.load(),
    });
  });
  return resource;
}
