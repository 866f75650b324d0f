// A cue on the member's own channel (src/shared/contract/realtime-events.ts): every tab, widget and
// portal of that member refetches over HTTP, so what they show follows what the server holds
// (docs/spec.md §4, "what the badge shows is what the server holds").
import type { AppDeps } from '../http/env.ts';
import { userChannel } from './broadcasting-auth.ts';

/** Broadcasts `event` to the member; a failed broadcast is logged (their clients refetch on reconnect). */
export async function memberCue(
  deps: Pick<AppDeps, 'broadcaster' | 'log'>,
  userId: number,
  event: string,
  payload: Record<string, unknown> = {},
): Promise<void> {
  try {
    await deps.broadcaster.broadcast([userChannel(userId)], event, payload);
  } catch (error) {
    deps.log.warn('member cue not broadcast', {
      event,
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
