// The realtime connection as stores and listeners (docs/spec.md §4 "Real-time connection"): created
// lazily once a token and the server's realtime settings exist, dropped when the token clears.
// Echo and Pusher are passed in, or a function that loads them on the first connection (the
// widgets: only the tab that owns the connection downloads them); connection.ts passes the real ones.
import { atom, type ReadableAtom } from 'nanostores';
import { namedSubscriptions } from './channels.ts';
import type {
  ChannelStatus,
  ConnectionState,
  EchoChannelLike,
  EchoLike,
  PusherLike,
  RealtimeError,
  RealtimeLibraries,
  RealtimeSources,
} from './client-types.ts';
import { createListeners, type ChannelEntry, type ChannelType, type Handler } from './listeners.ts';
import { echoOptions, type RealtimeConfig } from './options.ts';

interface Client {
  echo: EchoLike;
  pusher: PusherLike;
  config: RealtimeConfig;
  connected: boolean;
  bound: Map<string, { channel: EchoChannelLike; subscribed: Handler; failed: Handler }>;
  /** Channels detached in this tick, left once it is over (see detach). */
  leaving: Set<string>;
  release(): void;
}

const SUCCEEDED = '.pusher:subscription_succeeded';
const FAILED = '.pusher:subscription_error';
const SIGNATURE_REFUSED = /^Invalid (signature|channel_data)/;

export function createRealtime(libraries: RealtimeLibraries | (() => Promise<RealtimeLibraries>)) {
  let loaded: RealtimeLibraries | null = typeof libraries === 'function' ? null : libraries;
  let loading: Promise<unknown> | null = null;
  const $connectionState = atom<ConnectionState>('offline');
  const $realtimeError = atom<RealtimeError | null>(null);
  const $channelStatus = atom<Record<string, ChannelStatus>>({});
  const reconnectListeners = new Set<() => void>();
  const retried = new Set<string>();
  let client: Client | null = null;
  let sources: RealtimeSources | null = null;
  let stopFollowing: (() => void) | null = null;
  let everConnected = false;

  const setStatus = (fullName: string, status: ChannelStatus | null) => {
    const { [fullName]: _, ...rest } = $channelStatus.get();
    $channelStatus.set(status ? { ...rest, [fullName]: status } : rest);
  };

  const listeners = createListeners({
    channelAdded: (entry) => client && attach(client, entry),
    eventAdded: (entry, event) =>
      client?.bound.get(entry.fullName)?.channel.listen(event, entry.events.get(event)!.dispatch),
    eventRemoved: (entry, event, dispatch) => client?.bound.get(entry.fullName)?.channel.stopListening(event, dispatch),
    channelRemoved: (entry) => client && detach(client, entry),
  });

  function attach(c: Client, entry: ChannelEntry): void {
    c.leaving.delete(entry.fullName); // back before it was left: Echo still holds the subscription
    const channel = entry.type === 'private' ? c.echo.private(entry.name) : c.echo.channel(entry.name);
    const subscribed: Handler = () => {
      retried.delete(entry.fullName);
      setStatus(entry.fullName, 'subscribed');
      const error = $realtimeError.get();
      if (error?.kind === 'channel-auth' && (error.channel === entry.fullName || error.channel === null))
        $realtimeError.set(null);
    };
    const failed: Handler = (error) => {
      const { status, error: message } = (error ?? {}) as { status?: number; error?: string };
      channelRefused(c, entry.fullName, status ?? null, message ?? 'The connection is unauthorized.');
    };
    channel.listen(SUCCEEDED, subscribed);
    channel.listen(FAILED, failed);
    for (const [event, slot] of entry.events) channel.listen(event, slot.dispatch);
    c.bound.set(entry.fullName, { channel, subscribed, failed });
    setStatus(entry.fullName, c.pusher.channel(entry.fullName)?.subscribed ? 'subscribed' : 'pending');
  }

  function detach(c: Client, entry: ChannelEntry): void {
    const bound = c.bound.get(entry.fullName);
    if (!bound) return;
    // unbind first: a channel left while its subscription is pending lingers in pusher-js
    bound.channel.stopListening(SUCCEEDED, bound.subscribed);
    bound.channel.stopListening(FAILED, bound.failed);
    c.bound.delete(entry.fullName);
    // pusher-js sends the unsubscribe a tick later (util.defer). A logout removes the listeners and
    // drops the connection in one tick, so leaving now would send on a closing socket ("WebSocket is
    // already in CLOSING or CLOSED state."): leave once the tick is over, unless the connection went
    // meanwhile (a closed socket's channels go with it) or the channel is wanted again.
    c.leaving.add(entry.fullName);
    queueMicrotask(() => {
      if (c.leaving.delete(entry.fullName) && client === c) c.echo.leaveChannel(entry.fullName);
    });
    retried.delete(entry.fullName);
    setStatus(entry.fullName, null);
  }

  function channelRefused(c: Client, fullName: string, status: number | null, message: string): void {
    setStatus(fullName, 'unavailable');
    $realtimeError.set({ kind: 'channel-auth', channel: fullName, status, message });
    const refresh = sources?.refreshToken;
    if (status !== 401 || !refresh || retried.has(fullName)) return; // 403: no retry (T5)
    retried.add(fullName);
    refresh()
      .then(() => {
        if (client !== c || !c.bound.has(fullName)) return;
        setStatus(fullName, 'pending');
        c.pusher.subscribe(fullName); // not pending after an HTTP auth error: authorises again
      })
      .catch(() => {});
  }

  function onState(c: Client, state: string): void {
    if (client !== c) return;
    switch (state) {
      case 'connected': {
        const reconnect = everConnected;
        c.connected = everConnected = true;
        if ($realtimeError.get()?.kind === 'connection') $realtimeError.set(null);
        for (const fullName of c.bound.keys())
          setStatus(fullName, c.pusher.channel(fullName)?.subscribed ? 'subscribed' : 'pending');
        $connectionState.set('connected');
        if (reconnect) for (const listener of [...reconnectListeners]) listener();
        return;
      }
      case 'initialized':
      case 'connecting':
        return $connectionState.set(c.connected ? 'reconnecting' : 'connecting');
      case 'unavailable':
        return $connectionState.set('unavailable');
      default: // 'failed' (unsupported) or 'disconnected' not asked for (a refused close: 4001, 4004, 4009 ...)
        return $connectionState.set('failed');
    }
  }

  /** Servers refuse a signature in their own way (docs/contracts.md §1.6): Reverb 4009, Pusher code null. */
  function onConnectionError(c: Client, error: unknown): void {
    if (client !== c) return;
    const data = (error as { type?: string; data?: { code?: unknown; message?: unknown } })?.data;
    if (!data || (error as { type?: string }).type !== 'PusherError') return;
    const code = typeof data.code === 'number' ? data.code : null;
    const message = typeof data.message === 'string' ? data.message : '';
    const refused =
      c.pusher.connection.state === 'connected' &&
      (code === 4009 || (code === null && SIGNATURE_REFUSED.test(message)));
    if (refused) {
      for (const [fullName, status] of Object.entries($channelStatus.get())) {
        if (status === 'pending') setStatus(fullName, 'unavailable');
      }
      $realtimeError.set({ kind: 'channel-auth', channel: null, status: null, message });
    } else if (code !== null && code >= 4000 && code < 4100) {
      $realtimeError.set({ kind: 'connection', code, message });
    }
  }

  function build(config: RealtimeConfig, from: RealtimeSources, { Pusher, Echo }: RealtimeLibraries): Client {
    const echo = new Echo(echoOptions(config, () => from.$token.get(), Pusher, from.tuning));
    const pusher = echo.connector.pusher;
    const c: Client = {
      echo,
      pusher,
      config,
      connected: false,
      bound: new Map(),
      leaving: new Set(),
      release: () => {},
    };
    const stateChange = ({ current }: { current: string }) => onState(c, current);
    const error = (e: unknown) => onConnectionError(c, e);
    pusher.connection.bind('state_change', stateChange);
    pusher.connection.bind('error', error);
    c.release = () => {
      pusher.connection.unbind('state_change', stateChange);
      pusher.connection.unbind('error', error);
    };
    client = c;
    for (const entry of listeners.entries()) attach(c, entry);
    onState(c, pusher.connection.state);
    return c;
  }

  function drop(): void {
    const c = client;
    if (!c) return;
    client = null;
    c.release();
    c.echo.disconnect();
    retried.clear();
    $channelStatus.set({});
    $connectionState.set('offline');
  }

  function sync(): void {
    const token = sources?.$token.get() ?? null;
    const config = sources?.$config.get() ?? null;
    if (!sources || !token || !config) return drop();
    if (client && client.config !== config) drop();
    if (client) return;
    if (loaded) return void build(config, sources, loaded);
    $connectionState.set('connecting');
    loading ??= (libraries as () => Promise<RealtimeLibraries>)().then(
      (libs) => {
        loaded = libs;
        sync(); // the token or the settings may have changed meanwhile
      },
      (error: unknown) => {
        loading = null; // the next sync tries again
        $connectionState.set('unavailable');
        $realtimeError.set({
          kind: 'connection',
          code: null,
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }

  function listen(type: ChannelType, name: string, event: string, handler: Handler): () => void {
    return listeners.add(type, name, event, handler);
  }

  return {
    $connectionState: $connectionState as ReadableAtom<ConnectionState>,
    $realtimeError: $realtimeError as ReadableAtom<RealtimeError | null>,
    /** By wire name (`private-App.Models.User.1`): a feed shows "realtime unavailable" on 'unavailable'. */
    $channelStatus: $channelStatus as ReadableAtom<Record<string, ChannelStatus>>,

    /** Follows the token and the server's realtime settings; returns a function that stops (and drops). */
    connect(next: RealtimeSources): () => void {
      stopFollowing?.();
      sources = next;
      const unsubscribe = [next.$token.listen(sync), next.$config.listen(sync)];
      const stop = () => {
        unsubscribe.forEach((u) => u());
        if (sources === next) sources = null;
        if (stopFollowing === stop) stopFollowing = null;
        drop();
      };
      stopFollowing = stop;
      sync();
      return stop;
    },
    disconnect(): void {
      if (stopFollowing) stopFollowing();
      else drop();
    },

    listen,
    ...namedSubscriptions(listen, reconnectListeners, $channelStatus),
    /** For an X-Socket-ID header (Laravel's toOthers()). */
    socketId: (): string | null =>
      client?.pusher.connection.state === 'connected' ? (client.pusher.connection.socket_id ?? null) : null,
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
