// Fakes of the browser pieces the relay uses, shared by several relays in one test as tabs of
// one browser: a Web Locks manager (exclusive, queued, abortable, released when a tab dies) and a
// BroadcastChannel hub (delivers to every other open port of the name, asynchronously).
import type { LockManagerLike, RelayPort } from '../../../src/core/realtime/index.ts';

interface Request {
  tab: string;
  name: string;
  callback: (lock: unknown) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function fakeBrowser() {
  const holders = new Map<string, Request>();
  const queues = new Map<string, Request[]>();
  const ports = new Set<{ tab: string; name: string; receive: ((data: unknown) => void) | null }>();
  const posted: unknown[] = [];

  function grantNext(name: string): void {
    if (holders.has(name)) return;
    const next = queues.get(name)?.shift();
    if (!next) return;
    holders.set(name, next);
    Promise.resolve()
      .then(() => next.callback({ name }))
      .then(next.resolve, next.reject)
      .finally(() => {
        if (holders.get(name) !== next) return;
        holders.delete(name);
        grantNext(name);
      });
  }

  function locks(tab: string): LockManagerLike {
    return {
      request(name, options, callback) {
        return new Promise((resolve, reject) => {
          const request: Request = { tab, name, callback, resolve, reject };
          if (options.signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
          options.signal?.addEventListener('abort', () => {
            const queue = queues.get(name) ?? [];
            const index = queue.indexOf(request);
            if (index < 0) return;
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          });
          queues.set(name, [...(queues.get(name) ?? []), request]);
          grantNext(name);
        });
      },
    };
  }

  function openPort(tab: string) {
    return (name: string): RelayPort => {
      const port = { tab, name, receive: null as ((data: unknown) => void) | null };
      ports.add(port);
      return {
        postMessage(message) {
          if (!ports.has(port)) throw new DOMException('closed', 'InvalidStateError');
          const copy = structuredClone(message);
          posted.push(copy);
          for (const other of ports) {
            if (other !== port && other.name === name)
              setTimeout(() => ports.has(other) && other.receive?.(structuredClone(copy)));
          }
        },
        listen(receive) {
          port.receive = receive;
        },
        close() {
          ports.delete(port);
        },
      };
    };
  }

  return {
    locks,
    openPort,
    posted,
    /** Who holds the lock `name` now. */
    holder: (name: string) => holders.get(name)?.tab ?? null,
    /** The tab is killed (crash, closed without pagehide): its locks go, its ports close, no goodbye. */
    kill(tab: string): void {
      for (const port of [...ports]) if (port.tab === tab) ports.delete(port);
      for (const queue of queues.values())
        for (const request of [...queue]) if (request.tab === tab) queue.splice(queue.indexOf(request), 1);
      for (const [name, request] of [...holders]) {
        if (request.tab !== tab) continue;
        holders.delete(name);
        grantNext(name);
      }
    },
    /** A message from some other script on the origin, straight into every port of `name`. */
    inject(name: string, data: unknown): void {
      for (const port of ports) if (port.name === name) setTimeout(() => port.receive?.(data));
    },
  };
}

/** Lets queued messages and lock grants run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
