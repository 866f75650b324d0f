// A realtime cue followed by a view (docs/contracts.md: events are cues, the client refetches over
// HTTP): while it runs, the tab is a candidate for the browser's one connection, and `refetch` runs
// on each `event` on `channel` and each time the channel's subscription succeeds after the follow
// began: a cue sent between the first fetch and the subscription, or while the connection was
// down, reached no one (T8). A subscription already standing costs no second fetch.
//
//   const stop = followCue({ type: 'private', channel: userChannel(id), event: WALLET_UPDATED_EVENT, refetch })
import type { Realtime } from './client.ts';
import type { ChannelType } from './listeners.ts';
import { relay } from './relay-browser.ts';
import { retainRealtime } from './retain.ts';

export interface Cue {
  type: ChannelType;
  /** Without Echo's `private-` prefix: `App.Models.User.7`, `news`. */
  channel: string;
  /** The broadcast name as the server sends it (`App\Events\WalletUpdated`). */
  event: string;
  /**
   * Runs with the event's payload on a private channel's cue; with null on a public one (never
   * trusted, docs/contracts.md §1.9) and after a (re)subscription.
   */
  refetch: (payload: unknown) => void;
}

/**
 * Follows `cue` over `realtime` (the page's relay in followCue) until the returned function is
 * called; begun together with the follower's first fetch (createFetcher does so when shown).
 */
export function listenForCue(realtime: Pick<Realtime, 'listen' | 'onSubscribed'>, cue: Cue): () => void {
  const { type, channel, event, refetch } = cue;
  // the leading dot opts out of Echo's `App.Events` namespace: the name is used as sent
  const stopEvent = realtime.listen(type, channel, `.${event}`, (payload) =>
    refetch(type === 'private' ? (payload ?? null) : null),
  );
  // after listen: a channel it joined is pending by now, one another follower holds still stands
  const stopSubscribed = realtime.onSubscribed(type, channel, () => refetch(null));
  return () => {
    stopEvent();
    stopSubscribed();
  };
}

/** Follows `cue` on the page's relay, holding the connection, until the returned function is called. */
export function followCue(cue: Cue): () => void {
  const release = retainRealtime();
  const stop = listenForCue(relay, cue);
  return () => {
    stop();
    release();
  };
}
