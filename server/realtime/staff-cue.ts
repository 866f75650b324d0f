// The staff area's live cue (docs/spec.md §10 "Staff dashboard"): after a change the dashboard shows,
// `App\Events\StaffAreaUpdated` on `private-club.staff` names the part to refetch. Only staff holding
// a dashboard permission may subscribe (the channel rule in server/modules/club/index.ts); the
// cue carries no data, so what each sees still goes through the routes' permission checks.
import {
  STAFF_CHANNEL,
  STAFF_UPDATED_EVENT,
  type StaffDashboardPart,
} from '../../src/shared/contract/realtime-events.ts';
import type { AppDeps } from '../http/env.ts';

export const STAFF_CHANNEL_NAME = `private-${STAFF_CHANNEL}`;

/** Tells open staff dashboards that `part` changed; a failed broadcast is logged (they refetch on reconnect). */
export async function staffCue(deps: Pick<AppDeps, 'broadcaster' | 'log'>, part: StaffDashboardPart): Promise<void> {
  try {
    await deps.broadcaster.broadcast([STAFF_CHANNEL_NAME], STAFF_UPDATED_EVENT, { part });
  } catch (error) {
    deps.log.warn('StaffAreaUpdated not broadcast', {
      part,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
