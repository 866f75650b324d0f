// Realtime cues (src/shared/contract/realtime-events.ts) for portal views that refetch when one
// arrives, on top of cue.ts: the member's own channel follows a change of member, and a view
// rendered without a runtime (a component test) listens to nothing. Otherwise as followCue:
// while a listener is there, the tab keeps the browser's realtime connection, and a reconnect
// counts as a cue too (events may have been missed while it was down). Events are cues, never
// data: the handler refetches over HTTP.
import { followCue } from './cue.ts';
import { relay } from './relay-browser.ts';
import { retainRealtime } from './retain.ts';
import { userChannel } from './channels.ts';
import { getRuntime } from '../runtime.ts';
import { $session } from '../session/session.ts';

/** Echo's name for a Laravel broadcast name: the leading dot opts out of the App.Events namespace. */
const echoName = (event: string) => `.${event}`;

/** No runtime installed (a component test without a server): nothing to listen to. */
function runtimeMissing(): boolean {
  try {
    getRuntime();
    return false;
  } catch {
    return true;
  }
}

/** `handler` on each `event` on the public `channel` (and after each reconnect); returns the stop. */
export function onPublicCue(channel: string, event: string, handler: (payload: unknown) => void): () => void {
  if (runtimeMissing()) return () => {};
  return followCue({ type: 'public', channel, event, refetch: () => handler(null) });
}

/**
 * `handler` on each `event` on the signed-in member's private channel (and after each reconnect),
 * following a change of member; returns the stop.
 */
export function onMemberCue(event: string, handler: (payload: unknown) => void): () => void {
  if (runtimeMissing()) return () => {};
  const release = retainRealtime();
  let userId: number | null = null;
  let stopEvent: (() => void) | null = null;
  const follow = () => {
    const next = $session.get().user?.id ?? null;
    if (next === userId) return;
    stopEvent?.();
    stopEvent = null;
    userId = next;
    if (next !== null) stopEvent = relay.listen('private', userChannel(next), echoName(event), handler);
  };
  follow();
  const stopSession = $session.listen(follow);
  const stopReconnect = relay.onReconnect(() => handler(null));
  return () => {
    stopSession();
    stopReconnect();
    stopEvent?.();
    release();
  };
}
