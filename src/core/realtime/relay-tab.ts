// One tab's realtime relay (docs/architecture.md decision 4) with the Realtime interface of
// realtime-client.ts. The relay elected by the Web Lock (realtime-relay-election.ts) leads: it owns
// the one pusher-js connection (its `inner`), subscribes to what any tab wants and relays events,
// connection state and reconnect cues over BroadcastChannel (realtime-relay-messages.ts); the others
// follow: they mirror that state and only listen. Without Web Locks or BroadcastChannel the relay is
// the inner connection itself.
import { atom } from 'nanostores';
import { namedSubscriptions } from './channels.ts';
import type { ChannelStatus, ConnectionState, RealtimeError, RealtimeSources } from './client-types.ts';
import { standForLock } from './relay-election.ts';
import { createListeners, fullChannelName, type ChannelType, type Handler } from './listeners.ts';
import { envelope, parseRelayMessage, type RelayMessage, type RelayState, type Want } from './relay-messages.ts';
import type { RealtimeRelay, RelayOptions, RelayRole } from './relay-types.ts';

export const RELAY_NAME = 'club-realtime';

const keyOf = (want: Want) => `${want.type}\n${want.name}\n${want.event}`;

export function createRealtimeRelay(options: RelayOptions): RealtimeRelay {
  const { inner, locks, openPort } = options;
  if (!locks || !openPort) {
    return { ...inner, $role: atom<RelayRole>('direct'), close: () => inner.disconnect() };
  }
  const name = options.name ?? RELAY_NAME;
  const id = options.id ?? randomId();
  const $connectionState = atom<ConnectionState>('offline');
  const $realtimeError = atom<RealtimeError | null>(null);
  const $channelStatus = atom<Record<string, ChannelStatus>>({});
  const $role = atom<RelayRole>('follower');
  const reconnectListeners = new Set<() => void>();
  const remoteWants = new Map<string, Want[]>();
  const held = new Map<string, () => void>();
  let socket: string | null = null;
  let sources: RealtimeSources | null = null;
  let waiting: AbortController | null = null;
  let release: (() => void) | null = null;
  let stopLeading: (() => void) | null = null;
  let stopInner: (() => void) | null = null;
  let sawConnected = false;
  let closed = false;

  const port = openPort(name);
  const post = (message: RelayMessage) => {
    if (!closed) port.postMessage(envelope(message));
  };
  const leading = () => $role.get() === 'leader';

  const local = createListeners({
    channelAdded: wantsChanged,
    eventAdded: wantsChanged,
    eventRemoved: wantsChanged,
    channelRemoved: wantsChanged,
  });

  function localWants(): Want[] {
    return local
      .entries()
      .flatMap((entry) => [...entry.events.keys()].map((event) => ({ type: entry.type, name: entry.name, event })));
  }

  function wantsChanged(): void {
    if (leading()) syncSubscriptions();
    else post({ kind: 'wants', from: id, wants: localWants() });
  }

  function dispatch(channel: string, event: string, payload: unknown): void {
    local.get(channel)?.events.get(event)?.dispatch(payload);
  }

  function fireReconnect(): void {
    for (const listener of [...reconnectListeners]) listener();
  }

  function mirror(state: RelayState): void {
    socket = state.socketId;
    $channelStatus.set(state.channels);
    $realtimeError.set(state.error);
    $connectionState.set(state.connection);
    if (state.connection === 'connected') sawConnected = true;
  }

  const innerState = (): RelayState => ({
    connection: inner.$connectionState.get(),
    error: inner.$realtimeError.get(),
    channels: inner.$channelStatus.get(),
    socketId: inner.socketId(),
  });

  // Leader: one inner listener per (channel, event) any tab wants; added before removed, so a
  // channel another tab still needs is never left and joined again.
  function syncSubscriptions(): void {
    const wanted = new Map<string, Want>();
    for (const want of [...localWants(), ...[...remoteWants.values()].flat()]) wanted.set(keyOf(want), want);
    for (const [key, want] of wanted) {
      if (held.has(key)) continue;
      const channel = fullChannelName(want.type, want.name);
      held.set(
        key,
        inner.listen(want.type, want.name, want.event, (payload) => {
          dispatch(channel, want.event, payload);
          post({ kind: 'event', from: id, channel, event: want.event, payload });
        }),
      );
    }
    for (const [key, stop] of held) {
      if (wanted.has(key)) continue;
      held.delete(key);
      stop();
    }
  }

  function lead(): void {
    if (closed || !sources) return release?.();
    $role.set('leader');
    remoteWants.clear();
    // Events sent while no tab held the connection are lost: once connected, everyone refetches.
    let cueOnConnect = sawConnected;
    const publish = () => {
      const state = innerState();
      mirror(state);
      post({ kind: 'state', from: id, ...state });
      if (state.connection === 'connected' && cueOnConnect) {
        cueOnConnect = false;
        fireReconnect();
        post({ kind: 'reconnect', from: id });
      }
    };
    const stops = [
      inner.$connectionState.listen(publish),
      inner.$channelStatus.listen(publish),
      inner.$realtimeError.listen(publish),
      inner.onReconnect(() => {
        fireReconnect();
        post({ kind: 'reconnect', from: id });
      }),
    ];
    stopLeading = () => {
      stops.forEach((stop) => stop());
      for (const stop of held.values()) stop();
      held.clear();
      remoteWants.clear();
      stopInner?.();
      stopInner = null;
    };
    syncSubscriptions();
    stopInner = inner.connect(sources);
    post({ kind: 'leader', from: id });
    publish();
  }

  function resign(): void {
    waiting?.abort();
    waiting = null;
    if (!leading()) return;
    stopLeading?.();
    stopLeading = null;
    // told before the lock goes, so the next owner's state comes after it
    const offline: RelayState = { connection: 'offline', error: null, channels: {}, socketId: null };
    post({ kind: 'state', from: id, ...offline });
    release?.();
    release = null;
    $role.set('follower');
    mirror(offline);
  }

  function stand(): void {
    if (waiting || leading() || closed) return;
    const controller = new AbortController();
    waiting = controller;
    standForLock(locks!, name, controller.signal, (resolve) => {
      if (waiting === controller) waiting = null;
      release = resolve;
      lead();
    });
  }

  function onMessage(message: RelayMessage | null): void {
    if (!message || closed || message.from === id) return;
    switch (message.kind) {
      case 'wants':
        if (!leading()) return;
        remoteWants.set(message.from, message.wants);
        syncSubscriptions();
        post({ kind: 'state', from: id, ...innerState() });
        return;
      case 'bye':
        if (leading() && remoteWants.delete(message.from)) syncSubscriptions();
        return;
      case 'leader':
        if (!leading()) post({ kind: 'wants', from: id, wants: localWants() });
        return;
      case 'state':
        if (!leading()) mirror(message);
        return;
      case 'event':
        if (!leading()) dispatch(message.channel, message.event, message.payload);
        return;
      case 'reconnect':
        if (!leading()) fireReconnect();
        return;
    }
  }

  port.listen((data) => onMessage(parseRelayMessage(data)));
  post({ kind: 'wants', from: id, wants: [] }); // asks a leader, if any, for the state

  function listen(type: ChannelType, channelName: string, event: string, handler: Handler): () => void {
    return local.add(type, channelName, event, handler);
  }

  return {
    $connectionState,
    $realtimeError,
    $channelStatus,
    $role,
    connect(next: RealtimeSources): () => void {
      sources = next;
      if (leading()) {
        stopInner?.();
        stopInner = inner.connect(next);
      } else {
        stand();
      }
      return () => {
        if (sources !== next) return;
        sources = null;
        resign();
      };
    },
    disconnect(): void {
      sources = null;
      resign();
    },
    listen,
    ...namedSubscriptions(listen, reconnectListeners, $channelStatus),
    socketId: () => (leading() ? inner.socketId() : $connectionState.get() === 'connected' ? socket : null),
    close(): void {
      if (closed) return;
      sources = null;
      resign();
      post({ kind: 'bye', from: id });
      closed = true;
      port.close();
    },
  };
}

function randomId(): string {
  const crypto = globalThis.crypto;
  return crypto?.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
