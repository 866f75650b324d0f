// The API's JSON answers compressed on the fly (server/http/compression.ts): Brotli or gzip as the
// request accepts, from 1 KB on, both for answers a route completes (c.json) and for apiJson's
// (the notification pages); a request that accepts neither gets plain JSON.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  compressedJsonAnswer,
  COMPRESS_MIN_BYTES,
  sharedForms,
  type EncodedForms,
} from '../../../server/http/compression.ts';
import { seedNews } from '../../../server/modules/news/seed.ts';
import { notify } from '../../../server/notifications/notify.ts';
import { createWorld, type World } from '../helpers.ts';

const ACCEPT = 'application/vnd.club.v1+json';

async function raw(w: World, path: string, headers: Record<string, string>) {
  const res = await w.app.request(path, { headers: { Accept: ACCEPT, ...headers } }, { incoming: { socket: {} } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function memberWithNotifications(w: World, count: number): Promise<string> {
  const user = await w.createUser();
  for (let i = 0; i < count; i++) {
    await notify(w.app.deps, user, {
      title: `Opening hours changed ${i}`,
      description: `The club opens an hour later on day ${i}.`,
      class: 'fa fa-bell',
      status: 'success',
    });
    w.clock.advance(1000);
  }
  return w.tokenFor(user);
}

describe('JSON answers of the API', () => {
  it('come as Brotli to a client that accepts br, with Vary: Accept-Encoding (a route completed by the platform)', async () => {
    const w = createWorld();
    const plain = await raw(w, '/api/openapi.json', {});
    const { res, bytes } = await raw(w, '/api/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(plain.bytes.toString());
    expect(bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('come as gzip to a client that accepts gzip only', async () => {
    const w = createWorld();
    const plain = await raw(w, '/api/openapi.json', {});
    const { res, bytes } = await raw(w, '/api/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(bytes).toString()).toBe(plain.bytes.toString());
  });

  it('come plain to a client that accepts no encoding, or refuses br and gzip with q=0', async () => {
    const w = createWorld();
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const { res, bytes } = await raw(w, '/api/openapi.json', header ? { 'Accept-Encoding': header } : {});
      expect(res.headers.get('content-encoding'), header).toBeNull();
      expect(JSON.parse(bytes.toString()).openapi, header).toMatch(/^3\.1/);
    }
  });

  it("compress apiJson's kept answers too (a member's page of unread notifications), and leave them plain without Accept-Encoding", async () => {
    const w = createWorld();
    const token = await memberWithNotifications(w, 12);
    const auth = { Authorization: `Bearer ${token}` };
    const plain = await raw(w, '/api/user/notifications/unread', auth);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const { res, bytes } = await raw(w, '/api/user/notifications/unread', { ...auth, 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
  });

  it('compress an answer many members get word for word once per encoding, found by its text', () => {
    const json = JSON.stringify({ data: 'x'.repeat(COMPRESS_MIN_BYTES) });
    const first = compressedJsonAnswer(json, 'br', 200, {}, sharedForms(json));
    expect(first?.headers.get('content-encoding')).toBe('br');
    const forms: EncodedForms = sharedForms(JSON.stringify(JSON.parse(json)));
    expect([...forms.keys()]).toEqual(['br']);
    forms.set('br', new Uint8Array([1, 2, 3]));
    expect(compressedJsonAnswer(json, 'br', 200, {}, sharedForms(json))?.headers.get('content-length')).toBe('3');
  });

  it('send every member the same kept page of posts, compressed, as its plain JSON says', async () => {
    const w = createWorld();
    seedNews(w.app.deps);
    const members = [await w.createUser(), await w.createUser()].map((user) => ({
      Authorization: `Bearer ${w.tokenFor(user)}`,
    }));
    const plain = await raw(w, '/api/posts', members[0]!);
    expect(plain.bytes.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const auth of members) {
      const { res, bytes } = await raw(w, '/api/posts', { ...auth, 'Accept-Encoding': 'br' });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(bytes).toString()).toBe(plain.bytes.toString());
    }
  });

  it('leave an answer under 1 KB plain (GET user/header)', async () => {
    const w = createWorld();
    const token = await memberWithNotifications(w, 1);
    const { res, bytes } = await raw(w, '/api/user/header', {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'br, gzip',
    });
    expect(res.status).toBe(200);
    expect(bytes.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(bytes.toString())).toHaveProperty('notifications');
  });
});

describe('the encoding a request accepts', () => {
  it('prefers br over gzip at equal weight and follows q-values and *', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
  });
});
