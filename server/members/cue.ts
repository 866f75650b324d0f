// The member's growing cue (docs/spec.md §12): `App\Events\GrowingUpdated` on their private channel
// after a handover, a recall or a membership decision; their open portal refetches the distribution
// record, the quota and the membership over HTTP. A cue carries no data.
import { GROWING_UPDATED_EVENT } from '../../src/shared/contract/realtime-events.ts';
import type { AppDeps } from '../http/env.ts';
import { userChannel } from '../realtime/broadcasting-auth.ts';

export async function growingUpdated(deps: Pick<AppDeps, 'broadcaster' | 'log'>, userId: number): Promise<void> {
  try {
    await deps.broadcaster.broadcast([userChannel(userId)], GROWING_UPDATED_EVENT, {});
  } catch (error) {
    deps.log.warn('GrowingUpdated not broadcast', {
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
