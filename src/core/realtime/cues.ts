// Realtime cues (src/shared/contract/realtime-events.ts) for portal views that refetch when one
// arrives, on top of cue.ts: the member's own channel follows a change of member, and a view
// rendered without a runtime (a component test) listens to nothing. Otherwise as followCue: while
// a listener is there, the tab keeps the browser's realtime connection, and each time the channel's
// subscription succeeds after the follow began (at first, after a reconnect) counts as a cue too
// (events sent before it reached no one). Events are cues, never data: the handler refetches over
// HTTP.
import { followCue } from './cue.ts';
import { retainRealtime } from './retain.ts';
import { userChannel } from './channels.ts';
import { getRuntime } from '../runtime.ts';
import { $session } from '../session/session.ts';

/** No runtime installed (a component test without a server): nothing to listen to. */
function runtimeMissing(): boolean {
  try {
    getRuntime();
    return false;
  } catch {
    return true;
  }
}

/** `handler` on each `event` on the public `channel` (and after each subscription); returns the stop. */
export function onPublicCue(channel: string, event: string, handler: (payload: unknown) => void): () => void {
  if (runtimeMissing()) return () => {};
  return followCue({ type: 'public', channel, event, refetch: () => handler(null) });
}

/**
 * `handler` on each `event` on the signed-in member's private channel (and after each
 * subscription), following a change of member; returns the stop.
 */
export function onMemberCue(event: string, handler: (payload: unknown) => void): () => void {
  if (runtimeMissing()) return () => {};
  // held across a change of member, so the connection is not dropped and built again
  const release = retainRealtime();
  let userId: number | null = null;
  let stopCue: (() => void) | null = null;
  const follow = () => {
    const next = $session.get().user?.id ?? null;
    if (next === userId) return;
    stopCue?.();
    stopCue = null;
    userId = next;
    if (next !== null) stopCue = followCue({ type: 'private', channel: userChannel(next), event, refetch: handler });
  };
  follow();
  const stopSession = $session.listen(follow);
  return () => {
    stopSession();
    stopCue?.();
    release();
  };
}
