// A fake pusher-js, handed to the real laravel-echo, recording what Echo asks of it: the channel
// and event names exactly as Echo formats them, without a network; and the server settings the
// realtime tests connect with.
import type { RealtimeConfig } from '../../../src/core/realtime/options.ts';

/** A local server's realtime settings (GET config's `realtime`), without TLS. */
export const LOCAL_REALTIME: RealtimeConfig = {
  driver: 'pusher',
  key: 'app-key',
  cluster: 'eu',
  host: '127.0.0.1',
  port: 8080,
  scheme: 'http',
  auth_endpoint: 'http://127.0.0.1:8080/api/broadcasting/auth',
};
type Callback = (data?: any) => void;

class Dispatcher {
  callbacks = new Map<string, Set<Callback>>();
  bind(event: string, callback: Callback) {
    if (!this.callbacks.has(event)) this.callbacks.set(event, new Set());
    this.callbacks.get(event)!.add(callback);
    return this;
  }
  unbind(event?: string, callback?: Callback) {
    if (event === undefined) this.callbacks.clear();
    else if (callback === undefined) this.callbacks.delete(event);
    else this.callbacks.get(event)?.delete(callback);
    return this;
  }
  bind_global() {
    return this;
  }
  emit(event: string, data?: unknown) {
    for (const callback of [...(this.callbacks.get(event) ?? [])]) callback(data);
  }
  events() {
    return [...this.callbacks].filter(([, set]) => set.size > 0).map(([event]) => event);
  }
}

export class FakeChannel extends Dispatcher {
  name: string;
  subscribed = false;
  constructor(name: string) {
    super();
    this.name = name;
  }
}

export class FakeConnection extends Dispatcher {
  state = 'initialized';
  socket_id: string | undefined;
  setState(current: string) {
    const previous = this.state;
    this.state = current;
    if (current === 'connected')
      this.socket_id = `${Math.floor(Math.random() * 1e6)}.${Math.floor(Math.random() * 1e6)}`;
    this.emit('state_change', { previous, current });
    this.emit(current);
  }
}

export interface FakeWorld {
  instances: FakePusher[];
  Pusher: new (key: string, options: Record<string, any>) => FakePusher;
  /** The only live instance. */
  current(): FakePusher;
}

export interface FakePusher {
  key: string;
  options: Record<string, any>;
  connection: FakeConnection;
  channels: { channels: Record<string, FakeChannel> };
  subscribeCalls: string[];
  unsubscribeCalls: string[];
  disconnected: boolean;
  subscribe(name: string): FakeChannel;
  unsubscribe(name: string): void;
  channel(name: string): FakeChannel | undefined;
  disconnect(): void;
}

export function fakeWorld(): FakeWorld {
  const instances: FakePusher[] = [];
  class Pusher implements FakePusher {
    key: string;
    options: Record<string, any>;
    connection = new FakeConnection();
    channels = { channels: {} as Record<string, FakeChannel> };
    subscribeCalls: string[] = [];
    unsubscribeCalls: string[] = [];
    disconnected = false;
    constructor(key: string, options: Record<string, any>) {
      this.key = key;
      this.options = options;
      instances.push(this);
    }
    subscribe(name: string) {
      this.subscribeCalls.push(name);
      return (this.channels.channels[name] ??= new FakeChannel(name));
    }
    unsubscribe(name: string) {
      this.unsubscribeCalls.push(name);
      delete this.channels.channels[name];
    }
    channel(name: string) {
      return this.channels.channels[name];
    }
    disconnect() {
      this.disconnected = true;
      this.connection.setState('disconnected');
    }
  }
  return {
    instances,
    Pusher,
    current() {
      const live = instances.filter((p) => !p.disconnected);
      if (live.length !== 1) throw new Error(`expected one live Pusher, found ${live.length}`);
      return live[0]!;
    },
  };
}
