// One realtime connection per browser (docs/architecture.md decision 4): relays as tabs of one browser,
// sharing a fake Web Locks manager and a fake BroadcastChannel hub; each tab's inner connection is
// the real core/realtime (real laravel-echo) over the fake pusher-js of realtime-fakes.ts.
import RealEcho from 'laravel-echo';
import type { EchoConstructor } from '../../../src/core/realtime/connection.ts';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRealtime, type RealtimeConfig } from '../../../src/core/realtime/connection.ts';
import { createRealtimeRelay, RELAY_NAME, type RealtimeRelay } from '../../../src/core/realtime/index.ts';
import { LOCAL_REALTIME, fakeWorld, type FakeWorld } from './fakes.ts';
import { fakeBrowser, settle } from './relay-fakes.ts';

const USER_CHANNEL = 'private-App.Models.User.1';
const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

let world: FakeWorld;
let browser: ReturnType<typeof fakeBrowser>;
let tabs: RealtimeRelay[];
const $token = atom<string | null>('token-1');
const $config = atom<RealtimeConfig | null>(LOCAL_REALTIME);

beforeEach(() => {
  world = fakeWorld();
  browser = fakeBrowser();
  tabs = [];
  $token.set('token-1');
});
afterEach(() => tabs.forEach((tab) => tab.close()));

const owners = new WeakMap<object, string>();

function openTab(name: string, { connect = true } = {}): RealtimeRelay {
  const Base = world.Pusher;
  class TabPusher extends Base {
    constructor(key: string, options: Record<string, any>) {
      super(key, options);
      owners.set(this, name);
    }
  }
  const tab = createRealtimeRelay({
    inner: createRealtime({ Pusher: TabPusher, Echo: RealEcho as unknown as EchoConstructor }),
    locks: browser.locks(name),
    openPort: browser.openPort(name),
    id: name,
  });
  tabs.push(tab);
  if (connect) tab.connect({ $token, $config });
  return tab;
}

/** The tab's process dies: no goodbye, its lock is released, its socket is gone. */
function killTab(name: string, tab: RealtimeRelay): void {
  browser.kill(name);
  for (const pusher of world.instances) if (owners.get(pusher) === name) pusher.disconnected = true;
  tabs.splice(tabs.indexOf(tab), 1);
}

const live = () => world.instances.filter((pusher) => !pusher.disconnected);

function connectLeader(): void {
  world.current().connection.setState('connecting');
  world.current().connection.setState('connected');
}

describe('election', () => {
  it('opens exactly one pusher-js connection for three tabs: the one holding the Web Lock.', async () => {
    const [a, b, c] = [openTab('a'), openTab('b'), openTab('c')];
    await settle();
    expect(live()).toHaveLength(1);
    expect(browser.holder(RELAY_NAME)).toBe('a');
    expect([a.$role.get(), b.$role.get(), c.$role.get()]).toEqual(['leader', 'follower', 'follower']);
  });

  it('lets the next tab take the lock and connect when the owning tab dies without a goodbye.', async () => {
    const a = openTab('a');
    const b = openTab('b');
    await settle();
    killTab('a', a);
    await settle();
    expect(b.$role.get()).toBe('leader');
    expect(browser.holder(RELAY_NAME)).toBe('b');
    expect(world.instances.map((pusher) => owners.get(pusher))).toEqual(['a', 'b']);
    expect(live()).toHaveLength(1);
  });

  it('hands the connection over when the owning tab disconnects (logout), and closes its own.', async () => {
    const a = openTab('a');
    const b = openTab('b');
    await settle();
    a.disconnect();
    await settle();
    expect(a.$role.get()).toBe('follower');
    expect(b.$role.get()).toBe('leader');
    expect(live()).toHaveLength(1);
    expect(world.instances[0]!.disconnected).toBe(true);
  });

  it('tells the other tabs the connection is off when the owner gives it up and no tab takes over.', async () => {
    const a = openTab('a');
    const b = openTab('b', { connect: false });
    await settle();
    connectLeader();
    await settle();
    expect(b.$connectionState.get()).toBe('connected');
    a.disconnect();
    await settle();
    expect(b.$connectionState.get()).toBe('offline');
  });

  it('never makes a tab that did not ask to connect the owner.', async () => {
    const a = openTab('a', { connect: false });
    await settle();
    expect(a.$role.get()).toBe('follower');
    expect(world.instances).toHaveLength(0);
  });

  it('connects directly when Web Locks or BroadcastChannel are missing.', () => {
    const tab = createRealtimeRelay({
      inner: createRealtime({ Pusher: world.Pusher, Echo: RealEcho as unknown as EchoConstructor }),
      locks: null,
      openPort: browser.openPort('x'),
    });
    tabs.push(tab);
    tab.connect({ $token, $config });
    expect(tab.$role.get()).toBe('direct');
    expect(live()).toHaveLength(1);
  });
});

describe('relaying', () => {
  it('subscribes the owner to a channel only a follower listens to.', async () => {
    openTab('a');
    const b = openTab('b');
    await settle();
    b.onUserNotification(1, () => {});
    await settle();
    expect(world.current().subscribeCalls).toContain(USER_CHANNEL);
  });

  it('delivers an event on the owner connection to the listeners of every tab.', async () => {
    const [a, b, c] = [openTab('a'), openTab('b'), openTab('c')];
    const got: Record<string, unknown[]> = { a: [], b: [], c: [] };
    a.onUserNotification(1, (n) => got.a!.push(n));
    b.onUserNotification(1, (n) => got.b!.push(n));
    c.onUserNotification(1, (n) => got.c!.push(n));
    await settle();
    connectLeader();
    world.current().channel(USER_CHANNEL)!.emit(NOTIFICATION, { id: 'n-1', type: 'T', title: 'Court booked' });
    await settle();
    const expected = [{ id: 'n-1', type: 'T', title: 'Court booked' }];
    expect(got).toEqual({ a: expected, b: expected, c: expected });
  });

  it('leaves a channel on the owner connection once no tab listens to it any more.', async () => {
    openTab('a');
    const b = openTab('b');
    await settle();
    const stop = b.onClientUpdated(() => {});
    await settle();
    expect(world.current().channel('client')).toBeDefined();
    stop();
    await settle();
    expect(world.current().unsubscribeCalls).toContain('client');
  });

  it('drops the wants of a tab that says goodbye.', async () => {
    openTab('a');
    const b = openTab('b');
    b.onClientUpdated(() => {});
    await settle();
    b.close();
    await settle();
    expect(world.current().unsubscribeCalls).toContain('client');
  });

  it('mirrors the connection state, the channel status and the socket id into follower tabs.', async () => {
    openTab('a');
    const b = openTab('b');
    b.onUserNotification(1, () => {});
    await settle();
    connectLeader();
    world.current().channel(USER_CHANNEL)!.emit('pusher:subscription_succeeded', {});
    await settle();
    expect(b.$connectionState.get()).toBe('connected');
    expect(b.$channelStatus.get()).toEqual({ [USER_CHANNEL]: 'subscribed' });
    expect(b.socketId()).toBe(world.current().connection.socket_id);
    world.current().connection.setState('connecting');
    await settle();
    expect(b.$connectionState.get()).toBe('reconnecting');
  });

  it('passes the reconnect cue of the owner connection to every tab.', async () => {
    const a = openTab('a');
    const b = openTab('b');
    let cues = 0;
    a.onReconnect(() => cues++);
    b.onReconnect(() => cues++);
    await settle();
    connectLeader();
    world.current().connection.setState('connecting');
    world.current().connection.setState('connected');
    await settle();
    expect(cues).toBe(2);
  });

  it('after a takeover, resubscribes what the tabs want and tells every tab to refetch once connected.', async () => {
    const a = openTab('a');
    const b = openTab('b');
    const c = openTab('c');
    const got: unknown[] = [];
    let cues = 0;
    c.onUserNotification(1, (n) => got.push(n));
    b.onReconnect(() => cues++);
    c.onReconnect(() => cues++);
    await settle();
    connectLeader();
    await settle();
    killTab('a', a);
    await settle();
    expect(b.$role.get()).toBe('leader');
    expect(world.current().subscribeCalls).toContain(USER_CHANNEL);
    expect(cues).toBe(0);
    connectLeader();
    await settle();
    expect(cues).toBe(2);
    world.current().channel(USER_CHANNEL)!.emit(NOTIFICATION, { id: 'n-2', type: 'T' });
    await settle();
    expect(got).toEqual([{ id: 'n-2', type: 'T' }]);
  });

  it('tells a following tab each time the channel it follows is subscribed: at first, and again after a takeover.', async () => {
    const a = openTab('a');
    const b = openTab('b');
    let subscriptions = 0;
    b.onUserNotification(1, () => {});
    b.onSubscribed('private', 'App.Models.User.1', () => subscriptions++);
    await settle();
    connectLeader();
    world.current().channel(USER_CHANNEL)!.emit('pusher:subscription_succeeded', {});
    await settle();
    expect(subscriptions).toBe(1);
    killTab('a', a);
    await settle();
    connectLeader();
    world.current().channel(USER_CHANNEL)!.emit('pusher:subscription_succeeded', {});
    await settle();
    expect(b.$role.get()).toBe('leader');
    expect(subscriptions).toBe(2);
  });

  it('sends no refetch cue for the very first connection of the browser.', async () => {
    const a = openTab('a');
    const b = openTab('b');
    let cues = 0;
    a.onReconnect(() => cues++);
    b.onReconnect(() => cues++);
    await settle();
    connectLeader();
    await settle();
    expect(cues).toBe(0);
  });
});

describe('untrusted messages', () => {
  it('ignores messages that are malformed or not the relay’s own, and keeps working.', async () => {
    openTab('a');
    const b = openTab('b');
    const got: unknown[] = [];
    b.onUserNotification(1, (n) => got.push(n));
    await settle();
    connectLeader();
    await settle();
    const bad = [
      null,
      'text',
      { ns: 'club-realtime', v: 1, from: 'evil', kind: 'event', channel: USER_CHANNEL, event: '.x' }, // no payload
      {
        ns: 'club-realtime',
        v: 2,
        from: 'evil',
        kind: 'event',
        channel: USER_CHANNEL,
        event: `.${NOTIFICATION}`,
        payload: { id: 'x' },
      },
      { ns: 'other', v: 1, from: 'evil', kind: 'reconnect' },
      { ns: 'club-realtime', v: 1, from: 'evil', kind: 'event', channel: 'bad channel#', event: '.e', payload: {} },
      {
        ns: 'club-realtime',
        v: 1,
        from: 'evil',
        kind: 'state',
        connection: 'hacked',
        error: null,
        channels: {},
        socketId: null,
      },
      {
        ns: 'club-realtime',
        v: 1,
        from: 'evil',
        kind: 'state',
        connection: 'offline',
        error: null,
        channels: { x: 'evil' },
        socketId: null,
      },
      { ns: 'club-realtime', v: 1, from: 'evil', kind: 'wants', wants: [{ type: 'presence', name: 'x', event: 'y' }] },
      { ns: 'club-realtime', v: 1, from: '', kind: 'reconnect' },
      { ns: 'club-realtime', v: 1, from: 'evil', kind: 'unknown' },
    ];
    for (const data of bad) browser.inject(RELAY_NAME, data);
    await settle();
    expect(got).toEqual([]);
    expect(b.$connectionState.get()).toBe('connected');
    expect(world.current().subscribeCalls).not.toContain('private-x');
    world.current().channel(USER_CHANNEL)!.emit(NOTIFICATION, { id: 'n-3', type: 'T' });
    await settle();
    expect(got).toEqual([{ id: 'n-3', type: 'T' }]);
  });
});
