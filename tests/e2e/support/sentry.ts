// A stand-in Sentry on loopback: it takes the envelopes @sentry/browser posts to
// `{origin}/api/{project}/envelope/` and keeps the events in them (docs/contracts.md §7.6).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentryEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  user?: Record<string, unknown>;
}

export interface SentryStandIn {
  /** A DSN pointing here (project 42). */
  dsn: string;
  events: SentryEvent[];
  stop(): Promise<void>;
}

/** The event items of one envelope: newline-separated JSON, a header line before each item. */
function eventsOf(envelope: string): SentryEvent[] {
  const lines = envelope.split('\n').filter(Boolean);
  const events: SentryEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1]!) as SentryEvent);
  }
  return events;
}

export async function startSentryStandIn(): Promise<SentryStandIn> {
  const events: SentryEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/42\/envelope\//.test(request.url ?? ''))
        events.push(...eventsOf(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    events,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
