import { connect, type Socket } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../server/http/env.ts';
import { validateFields } from '../../../../server/http/input.ts';
import { text } from '../../../../src/shared/contract/endpoint.ts';
import * as v from '../../../../src/shared/contract/schema.ts';
import type { ServerModule } from '../../../../server/http/module.ts';
import { serverModules } from '../../../../server/modules/index.ts';
import { setMaintenance } from '../../../../server/db/app-state.ts';
import { createWorld } from '../../helpers.ts';

// A probe module exercising the platform through real routes.
const probe: ServerModule = {
  id: 'probe',
  api: () =>
    new Hono<AppEnv>()
      .post('/probe', (c) =>
        c.json(
          validateFields(
            v.object({ name: text(10), count: v.optional(v.pipe(v.number(), v.safeInteger())) }),
            c.var.body,
          ),
        ),
      )
      .get('/probe/boom', () => {
        throw new Error('secret internals /srv/app.ts:12');
      }),
};
const world = () => createWorld({ modules: [...serverModules, probe] });

/** The status line and headers of the answer arriving on a raw socket. */
function responseHead(socket: Socket): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) resolve(received.slice(0, received.indexOf('\r\n\r\n')));
    });
    socket.on('error', reject);
  });
}

describe('platform', () => {
  it('answers an unknown API route with 404 "The route api/x could not be found."', async () => {
    const res = await world().call('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The route api/nothing/here could not be found.' });
  });

  it('answers a wrong method with 405 and the supported methods, as Laravel does', async () => {
    const res = await world().call('DELETE', '/api/config');
    expect(res.status).toBe(405);
    expect(res.body.message).toBe(
      'The DELETE method is not supported for route api/config. Supported methods: GET, HEAD.',
    );
  });

  it('answers JSON with charset utf-8 and Cache-Control no-store', async () => {
    const res = await world().call('GET', '/api/config');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers malformed JSON with 400, never 5xx', async () => {
    const res = await world().call('POST', '/api/probe', { raw: '{"name": "x",' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const res = await world().call('POST', '/api/probe', { raw: '["a"]' });
    expect(res.status).toBe(400);
  });

  it('answers wrong field types with 422 field errors', async () => {
    const res = await world().call('POST', '/api/probe', { body: { name: 42, count: 'many' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The name field must be a string. (and 1 more error)',
      errors: { name: ['The name field must be a string.'], count: ['The count field must be an integer.'] },
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await world().call('POST', '/api/probe', { raw: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Payload Too Large' });
  });

  it('answers an upload over 1 MB with 413 and Connection: close before reading it, so the client gets the 413 and not a reset', async () => {
    const server = await createWorld({ modules: [...serverModules, probe] }).listen();
    try {
      const { hostname, port } = new URL(server.base);
      const socket = connect({ host: hostname, port: Number(port) });
      const head = responseHead(socket);
      // A 10 MB upload declared up front; the first 64 KB sent, the rest would follow.
      socket.write(
        'POST /api/probe HTTP/1.1\r\nHost: club.test\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${10 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(64 * 1024, 'x'));
      const lines = (await head).split('\r\n');
      socket.destroy();
      expect(lines[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(lines.map((line) => line.toLowerCase())).toContain('connection: close');
    } finally {
      await server.close();
    }
  });

  it('reads a body from the network as sent, and answers a chunked upload over 1 MB with 413 and Connection: close', async () => {
    const server = await createWorld({ modules: [...serverModules, probe] }).listen();
    try {
      const parsed = await server.request('POST', '/api/probe', { body: { name: 'Mia', count: 3 } });
      expect([parsed.status, parsed.body]).toEqual([200, { name: 'Mia', count: 3 }]);
      const { hostname, port } = new URL(server.base);
      const socket = connect({ host: hostname, port: Number(port) });
      const head = responseHead(socket);
      // no length declared: the limit is found while reading
      socket.write(
        'POST /api/probe HTTP/1.1\r\nHost: club.test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const chunk = Buffer.alloc(256 * 1024, 'x');
      for (let i = 0; i < 5; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`);
      const lines = (await head).split('\r\n');
      socket.destroy();
      expect(lines[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(lines.map((line) => line.toLowerCase())).toContain('connection: close');
    } finally {
      await server.close();
    }
  });

  it('parses a body sent as application/vnd.club.v1+json or application/json', async () => {
    const w = world();
    for (const contentType of ['application/vnd.club.v1+json', 'application/json; charset=utf-8']) {
      const res = await w.call('POST', '/api/probe', { body: { name: 'Mia' }, contentType });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Mia');
    }
  });

  it('accepts a POST whose body stream is empty', async () => {
    const w = world();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('POST', '/api/auth/logout', { token, raw: '' })).status).toBe(204);
  });

  it('answers an unsupported body media type with 415', async () => {
    const res = await world().call('POST', '/api/probe', { raw: 'name=Mia', contentType: 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('answers an unknown vnd.club API version in Accept with 406 Not Acceptable', async () => {
    const res = await world().call('GET', '/api/config', { headers: { Accept: 'application/vnd.club.v2+json' } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual({ message: 'Not Acceptable' });
  });

  it('answers an unexpected failure with 500 {"message":"Server Error"} and no stack', async () => {
    const res = await world().call('GET', '/api/probe/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Server Error' });
    expect(res.text).not.toContain('secret internals');
  });

  it('answers 503 {"message":"Service Unavailable"} with Retry-After in maintenance mode', async () => {
    const w = world();
    setMaintenance(w.db, { since: '2026-01-01T10:00:00.000000Z', retry: 60 }, '2026-01-01T10:00:00.000000Z');
    const res = await w.call('GET', '/api/config');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Service Unavailable' });
    expect(res.headers.get('retry-after')).toBe('60');
    setMaintenance(w.db, null, '2026-01-01T10:00:00.000000Z');
    expect((await w.call('GET', '/api/config')).status).toBe(200);
  });
});

describe('CORS', () => {
  it('allows the configured widget origins and the Authorization header', async () => {
    const w = createWorld({ env: { WIDGET_ORIGINS: 'https://partner.example' } });
    const res = await w.call('OPTIONS', '/api/user', {
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets a portal on another origin send Idempotency-Key, so it can deposit, withdraw and reserve (docs/spec.md §4 "Money and quota")', async () => {
    const w = createWorld({ env: { FRONTEND_URL: 'https://portal.example' } });
    const res = await w.call('OPTIONS', '/api/wallet/withdrawals', {
      headers: {
        Origin: 'https://portal.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toContain('idempotency-key');
  });

  it('never reflects an origin that is not on the allow-list', async () => {
    const res = await createWorld().call('GET', '/api/config', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /api/config', () => {
  it('serves the club name, social links and realtime settings from configuration', async () => {
    const w = createWorld({
      env: {
        APP_NAME: 'Green Club',
        PUSHER_APP_KEY: 'key-1',
        CLUB_SOCIAL_GROUP: 'https://chat.example/g',
        FEATURE_CHAT: 'false',
        FEATURE_SIWE: 'off',
      },
    });
    const res = await w.call('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      club: {
        name: 'Green Club',
        logo_url: null,
        social: { news_channel: null, group: 'https://chat.example/g', photos: null },
      },
      realtime: {
        driver: 'pusher',
        key: 'key-1',
        cluster: 'eu',
        host: 'club.test',
        port: 80,
        scheme: 'http',
        auth_endpoint: 'http://club.test/api/broadcasting/auth',
      },
      features: { tickets: true, chat: false, siwe: false },
      analytics: { matomo: null, sentry: null },
    });
  });

  it('turns tickets, chat and Sign-In with Ethereum on unless a club switches them off', async () => {
    const res = await createWorld().call('GET', '/api/config');
    expect(res.body.features).toEqual({ tickets: true, chat: true, siwe: true });
  });

  it('points realtime clients at an external Pusher-compatible server with BROADCAST_DRIVER=pusher', async () => {
    const w = createWorld({
      env: { BROADCAST_DRIVER: 'pusher', PUSHER_HOST: 'ws.example', PUSHER_PORT: '443', PUSHER_SCHEME: 'https' },
    });
    const res = await w.call('GET', '/api/config');
    expect(res.body.realtime).toMatchObject({ host: 'ws.example', port: 443, scheme: 'https' });
  });
});

describe('/dev/mail', () => {
  it('lists sent mail as HTML and JSON in demo mode', async () => {
    const w = createWorld();
    await w.app.deps.mailer.send({
      to: 'mia@club.test',
      subject: 'Your code <b>',
      text: 'Code 123456',
      meta: { kind: 'verification-code', code: '123456' },
    });
    const json = await w.call('GET', '/dev/mail.json');
    expect(json.body).toEqual([
      expect.objectContaining({
        to: 'mia@club.test',
        subject: 'Your code <b>',
        meta: { kind: 'verification-code', code: '123456' },
      }),
    ]);
    const html = await w.call('GET', '/dev/mail');
    expect(html.text).toContain('Your code &lt;b&gt;');
  });

  it('does not exist outside demo mode', async () => {
    const res = await createWorld({ env: { APP_DEMO: 'false' } }).call('GET', '/dev/mail.json');
    expect(res.status).toBe(404);
  });
});
