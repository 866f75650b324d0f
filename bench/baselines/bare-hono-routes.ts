// Baseline of the club evening: a bare Hono app on the adapter the server uses (@hono/node-server)
// answering each route class of the evening (argv[2]: JSON of "METHOD /path" -> answer bytes) with a
// JSON body of that size and the status it answered: the framework's own cost, no middleware.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const routes = JSON.parse(process.argv[2] ?? '{}') as Record<string, { bytes: number; status: number }>;
const app = new Hono();
for (const [route, { bytes, status }] of Object.entries(routes)) {
  const [method, path] = route.split(' ') as [string, string];
  const body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - 10)) });
  app.on(method, path, (c) => c.body(body, status as 200, { 'Content-Type': 'application/json' }));
}
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(info.port));
