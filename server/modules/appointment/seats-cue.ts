// The seats cue (src/shared/contract/realtime-events.ts APPOINTMENT_SEATS_EVENT): after a change of
// an appointment's free seats, every signed-in member's open list (the events widget, docs/spec.md
// §9) fetches again. The cue names the appointment only: who registered and what they paid stay with
// the routes' own answers (docs/threats.md T49).
import { APPOINTMENT_SEATS_EVENT, APPOINTMENTS_CHANNEL } from '../../../src/shared/contract/realtime-events.ts';
import type { AppDeps } from '../../http/env.ts';
import type { ChannelRules } from '../../realtime/broadcasting-auth.ts';

export const APPOINTMENTS_CHANNEL_NAME = `private-${APPOINTMENTS_CHANNEL}`;

/** Any signed-in member may hear the cue (requireAuth in front of broadcasting/auth checked the token). */
export const appointmentChannels = (rules: ChannelRules) => rules.channel(APPOINTMENTS_CHANNEL, () => true);

/** Tells members' open lists that the seats of appointment `id` changed; a failed broadcast is logged (lists refetch on reconnect). */
export async function seatsCue(deps: Pick<AppDeps, 'broadcaster' | 'log'>, id: number): Promise<void> {
  try {
    await deps.broadcaster.broadcast([APPOINTMENTS_CHANNEL_NAME], APPOINTMENT_SEATS_EVENT, { id });
  } catch (error) {
    deps.log.warn('AppointmentSeatsChanged not broadcast', {
      id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
