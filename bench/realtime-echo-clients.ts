// Members' clients in Node: laravel-echo over pusher-js with the portal's own options
// (src/core/realtime/options.ts), each its own websocket, subscribed to the member's private channel
// and noting when each notification (by id) arrives.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { echoOptions } from '../src/core/realtime/options.ts';
import type { RealtimeConfig } from '../src/core/realtime/connection.ts';
import { clock } from './realtime-club-notify.ts';

interface EchoClient {
  private(name: string): {
    notification(callback: (notification: { id: string }) => void): unknown;
    subscribed(callback: () => void): unknown;
    error(callback: (error: unknown) => void): unknown;
  };
  disconnect(): void;
}

export interface EchoClients {
  count: number;
  /** Each client's arrival time of notification `id` (clock()), null for a client without it by `deadline`. */
  arrivalsOf(id: string, deadline: number): Promise<(number | null)[]>;
  close(): void;
}

export async function realtimeConfig(baseURL: string): Promise<RealtimeConfig> {
  const response = await fetch(`${baseURL}/api/config`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { realtime: RealtimeConfig }).realtime;
}

/** One client, resolved once subscribed to the member's private channel. */
async function connect(
  realtime: RealtimeConfig,
  token: string,
  userId: number,
  onNotification: (id: string) => void,
): Promise<EchoClient> {
  const echo = new Echo(echoOptions(realtime, () => token, Pusher) as never) as unknown as EchoClient;
  const channel = echo.private(`App.Models.User.${userId}`);
  channel.notification(({ id }) => onNotification(id));
  try {
    await new Promise<void>((resolve, reject) => {
      // a refused connection (pusher:error 4004, say) is never retried by pusher-js: fail, not hang
      const timer = setTimeout(() => reject(new Error('not subscribed within 30 s')), 30_000);
      channel.subscribed(() => (clearTimeout(timer), resolve()));
      channel.error(
        (error) => (clearTimeout(timer), reject(new Error(`subscription failed: ${JSON.stringify(error)}`))),
      );
    });
  } catch (error) {
    echo.disconnect();
    throw error;
  }
  return echo;
}

export async function connectEchoClients(
  baseURL: string,
  token: string,
  userId: number,
  count: number,
): Promise<EchoClients> {
  const realtime = await realtimeConfig(baseURL);
  const arrivals = Array.from({ length: count }, () => new Map<string, number>());
  const settled = await Promise.allSettled(
    arrivals.map((mine) => connect(realtime, token, userId, (id) => void (mine.has(id) || mine.set(id, clock())))),
  );
  const clients = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = () => clients.forEach((client) => client.disconnect());
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    close();
    throw new Error(
      `${count - clients.length} of ${count} clients could not subscribe: ${(failed as PromiseRejectedResult).reason}`,
    );
  }
  return {
    count,
    async arrivalsOf(id, deadline) {
      while (arrivals.some((mine) => !mine.has(id)) && clock() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 2));
      return arrivals.map((mine) => mine.get(id) ?? null);
    },
    close,
  };
}

/** A fresh client's connect -> subscribed time, `runs` times one after another. */
export async function connectTimes(baseURL: string, token: string, userId: number, runs: number): Promise<number[]> {
  const realtime = await realtimeConfig(baseURL);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = clock();
    const client = await connect(realtime, token, userId, () => {});
    times.push(clock() - started);
    client.disconnect();
  }
  return times;
}
