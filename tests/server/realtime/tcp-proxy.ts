// A TCP proxy in front of the websocket. cut() resets its connections like a lost network
// (docs/threats.md T8); stall() stops forwarding on them without closing either socket, a half-open
// link (docs/threats.md T7), while new connections through the proxy still work. Every link decodes
// the websocket frames passing each way, and those a stall held back, so a test can read the wire.
import { connect as tcpConnect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { FrameReader, type WireFrame } from './ws-frames.ts';

export interface Link {
  /** Frames the client sent, in order; `held` ones the stall kept from the server. */
  fromClient: WireFrame[];
  /** Frames the server sent, in order; `held` ones the stall kept from the client. */
  fromServer: WireFrame[];
  stalled: boolean;
  /** Settles when the server's end of this TCP connection closes. */
  serverClosed: Promise<void>;
}

export interface Proxy {
  port: number;
  /** Every connection made through the proxy, oldest first. */
  links: Link[];
  /** Resolves with the next connection made through the proxy. */
  nextLink(): Promise<Link>;
  cut(): void;
  /** Stops forwarding on every open link, both ways, and keeps both sockets open; returns them. */
  stall(): Link[];
  close(): Promise<void>;
}

export async function proxyTo(port: number): Promise<Proxy> {
  const links: Link[] = [];
  const sockets = new Map<Link, [Socket, Socket]>();
  const waiting: ((link: Link) => void)[] = [];

  const server = createTcpServer((client) => {
    const upstream = tcpConnect(port, '127.0.0.1');
    let serverClosed!: () => void;
    const link: Link = {
      fromClient: [],
      fromServer: [],
      stalled: false,
      serverClosed: new Promise((resolve) => (serverClosed = resolve)),
    };
    links.push(link);
    sockets.set(link, [client, upstream]);
    forward(link, client, upstream, new FrameReader(link.fromClient));
    forward(link, upstream, client, new FrameReader(link.fromServer));
    // A stalled link passes on no close either: each side only learns of it through its own liveness.
    const end = () => {
      if (link.stalled) return;
      sockets.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', () => {
      serverClosed();
      end();
    });
    waiting.splice(0).forEach((resolve) => resolve(link));
  });

  function forward(link: Link, from: Socket, to: Socket, reader: FrameReader): void {
    from.on('data', (chunk: Buffer) => {
      reader.push(chunk, link.stalled);
      if (!link.stalled && !to.destroyed) to.write(chunk);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    links,
    nextLink: () => new Promise((resolve) => waiting.push(resolve)),
    cut: () => sockets.forEach(([client]) => client.resetAndDestroy()),
    stall() {
      const open = [...sockets.keys()].filter((link) => !link.stalled);
      for (const link of open) link.stalled = true;
      return open;
    },
    close() {
      sockets.forEach(([client, upstream]) => (client.destroy(), upstream.destroy()));
      sockets.clear();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
