// A realtime cue followed by a view (docs/contracts.md: events are cues, the client refetches over
// HTTP): while it runs, the tab is a candidate for the browser's one connection, `refetch` runs on
// each `event` on `channel` and after every reconnect (events may have been missed, T8).
//
//   const stop = followCue({ type: 'private', channel: userChannel(id), event: WALLET_UPDATED_EVENT, refetch })
import type { ChannelType } from './listeners.ts';
import { relay } from './relay-browser.ts';
import { retainRealtime } from './retain.ts';

export interface Cue {
  type: ChannelType;
  /** Without Echo's `private-` prefix: `App.Models.User.7`, `news`. */
  channel: string;
  /** The broadcast name as the server sends it (`App\Events\WalletUpdated`). */
  event: string;
  refetch: () => void;
}

/** Follows `cue` until the returned function is called. */
export function followCue({ type, channel, event, refetch }: Cue): () => void {
  const release = retainRealtime();
  // the leading dot opts out of Echo's `App.Events` namespace: the name is used as sent
  const stops = [relay.listen(type, channel, `.${event}`, () => refetch()), relay.onReconnect(refetch), release];
  return () => stops.forEach((stop) => stop());
}
