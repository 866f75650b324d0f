// listenForCue (src/core/realtime/cue.ts), under followCue and every store that follows a cue: a
// fetcher following a cue over the real laravel-echo and a fake pusher-js (docs/contracts.md: events
// are cues; T8). The server's side is a number the fetch reads; a cue sent while the channel is not
// subscribed reaches no one, as on the wire.
import RealEcho from 'laravel-echo';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EchoConstructor } from '../../../src/core/realtime/connection.ts';
import { createRealtime, type Realtime, type RealtimeConfig } from '../../../src/core/realtime/connection.ts';
import { listenForCue } from '../../../src/core/realtime/cue.ts';
import { createFetcher } from '../../../src/core/resource/resource.ts';
import { LOCAL_REALTIME, fakeWorld, type FakePusher, type FakeWorld } from './fakes.ts';

const CHANNEL = 'club.appointments';
const WIRE = `private-${CHANNEL}`;
const EVENT = 'App\\Events\\AppointmentSeatsChanged';

let world: FakeWorld;
let realtime: Realtime;
let seats: number;
let fetches: number;
let stops: (() => void)[];

beforeEach(() => {
  world = fakeWorld();
  realtime = createRealtime({ Pusher: world.Pusher, Echo: RealEcho as unknown as EchoConstructor });
  realtime.connect({ $token: atom<string | null>('token-1'), $config: atom<RealtimeConfig | null>(LOCAL_REALTIME) });
  seats = 10;
  fetches = 0;
  stops = [];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  realtime.disconnect();
});

/** A fetcher of the seats left, following the seats cue; shown from now on. */
function showSeats() {
  const fetcher = createFetcher<number>({
    public: true,
    fetch: async () => {
      fetches++;
      return seats;
    },
    cues: [(refetch) => listenForCue(realtime, { type: 'private', channel: CHANNEL, event: EVENT, refetch })],
  });
  const $seats = fetcher.at();
  stops.push($seats.listen(() => {}));
  return $seats;
}

/** What the server does on a seat taken: the number changes and the cue goes to whoever is subscribed. */
function takeSeat(pusher: FakePusher) {
  seats--;
  const channel = pusher.channel(WIRE);
  if (channel?.subscribed) channel.emit(EVENT, { id: 1 });
}

function subscriptionSucceeds(pusher: FakePusher) {
  const channel = pusher.channel(WIRE)!;
  channel.subscribed = true;
  channel.emit('pusher:subscription_succeeded', {});
}

/** The load in flight and any it queued have settled. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('a cue followed from the first fetch', () => {
  it('fetches again on the cue', async () => {
    const pusher = world.current();
    pusher.connection.setState('connected');
    const $seats = showSeats();
    subscriptionSucceeds(pusher);
    await settled();
    takeSeat(pusher);
    await settled();
    expect($seats.get().data).toBe(9);
  });

  it('fetches once more when the subscription succeeds after the first fetch began: a cue sent meanwhile reached no one', async () => {
    const pusher = world.current();
    pusher.connection.setState('connected');
    const $seats = showSeats();
    await settled();
    takeSeat(pusher); // the channel is still pending: nobody hears it
    expect($seats.get().data).toBe(10);
    subscriptionSucceeds(pusher);
    await settled();
    expect($seats.get().data).toBe(9);
    expect(fetches).toBe(2);
  });

  it('fetches no second time when the subscription stood before the first fetch began', async () => {
    const pusher = world.current();
    pusher.connection.setState('connected');
    stops.push(realtime.listen('private', CHANNEL, '.Other', () => {}));
    subscriptionSucceeds(pusher);
    const $seats = showSeats();
    await settled();
    expect($seats.get().data).toBe(10);
    expect(fetches).toBe(1);
  });

  it('fetches once again after a reconnect, once the channel is subscribed again', async () => {
    const pusher = world.current();
    pusher.connection.setState('connected');
    const $seats = showSeats();
    subscriptionSucceeds(pusher);
    await settled();
    const before = fetches;
    // pusher-js marks its channels unsubscribed while connecting and subscribes them again once connected
    pusher.connection.setState('connecting');
    pusher.channel(WIRE)!.subscribed = false;
    takeSeat(pusher);
    pusher.connection.setState('connected');
    await settled();
    expect($seats.get().data).toBe(10);
    subscriptionSucceeds(pusher);
    await settled();
    expect($seats.get().data).toBe(9);
    expect(fetches - before).toBe(1);
  });
});
