// Baseline: a bare Hono app on the adapter the server uses (@hono/node-server), one route answering
// a JSON body of the size given (argv[2] bytes) with c.json: the framework's own cost, no middleware.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = { pad: 'x'.repeat(Math.max(0, Number(process.argv[2] ?? 0) - 10)) };
const app = new Hono();
app.get('*', (c) => c.json(body));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(info.port));
