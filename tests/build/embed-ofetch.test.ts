// ofetch exactly as the widget script bundles it (rollup.config.mjs embedConfig: its plugins, so
// ofetchDependencies puts build/ufo and build/destr in place of ufo and destr, and its minifier),
// run in Node against a real HTTP server: what the api client uses of it (text answers, JSON bodies
// sent, error data), what it refuses (baseURL, query, JSON parsing: the api client does those
// itself), and src/core/api/api.ts, the widgets' api client, on it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Ofetch from 'ofetch';
import { rollup, type OutputChunk } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../rollup.config.mjs';
import type * as ApiModule from '../../src/core/api/api.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** ofetch and src/core/api/api.ts bundled as embedConfig bundles them, as ES modules sharing one ofetch. */
async function loadEmbedOfetch() {
  const bundle = await rollup({
    input: { ofetch: 'ofetch', api: path.join(root, 'src/core/api/api.ts') },
    plugins: embedConfig.plugins,
    treeshake: embedConfig.treeshake,
    onwarn: (warning) => {
      throw new Error(warning.message);
    },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const dir = mkdtempSync(path.join(tmpdir(), 'club-embed-ofetch-'));
  try {
    for (const chunk of chunks) writeFileSync(path.join(dir, chunk.fileName), chunk.code);
    const load = (name: string) => import(/* @vite-ignore */ pathToFileURL(path.join(dir, chunks.find((chunk) => chunk.name === name)!.fileName)).href);
    return {
      ofetch: (await load('ofetch')) as typeof Ofetch,
      api: (await load('api')) as typeof ApiModule,
      modules: chunks.flatMap((chunk) => Object.keys(chunk.modules)).map((id) => path.relative(root, id).split(path.sep).join('/')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The answers the tests ask for; /echo sends back what it received. */
function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url!, 'http://x');
  const send = (status: number, type: string, text: string) => res.writeHead(status, { 'Content-Type': type }).end(text);
  if (url.pathname.endsWith('/echo')) return send(200, 'application/json', JSON.stringify({ method: req.method, url: req.url, body, authorization: req.headers.authorization ?? null }));
  if (url.pathname === '/json') return send(200, 'application/json', '{"ok":true}');
  if (url.pathname === '/text') return send(200, 'text/plain; charset=utf-8', 'true');
  if (url.pathname === '/html') return send(200, 'text/html', '{"looks":"like json"}');
  if (url.pathname.endsWith('/invalid')) return send(422, 'application/json', JSON.stringify({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } }));
  return send(404, 'application/json', '{"message":"Not Found"}');
}

describe("the widget script's ofetch (ufo and destr replaced by refusals)", () => {
  let embed: Awaited<ReturnType<typeof loadEmbedOfetch>>;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    embed = await loadEmbedOfetch();
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (part: string) => (body += part)).on('end', () => answer(req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is built with build/ufo and build/destr in place of ufo and destr', () => {
    expect(embed.modules).toEqual(expect.arrayContaining(['build/ufo/index.js', 'build/destr/index.js']));
    expect(embed.modules.filter((id) => /node_modules\/(ufo|destr)\//.test(id))).toEqual([]);
    expect(embed.modules).toEqual(expect.arrayContaining([expect.stringMatching(/^node_modules\/ofetch\//)]));
  });

  it("refuses ofetch's baseURL and query options with a clear error: the api client builds every URL itself", async () => {
    await expect(embed.ofetch.ofetch('/echo', { baseURL: `${origin}/api/v1/`, responseType: 'text' })).rejects.toThrow(
      "ofetch's baseURL option is not part of the widget script build: src/core/api/api.ts builds the URL itself.",
    );
    await expect(embed.ofetch.ofetch(`${origin}/echo`, { query: { page: 2 }, responseType: 'text' })).rejects.toThrow(
      "ofetch's query option is not part of the widget script build: src/core/api/api.ts builds the URL itself.",
    );
  });

  it('refuses to parse an answer as JSON (destr) with a clear error: the api client reads every answer as text', async () => {
    const refused = "ofetch's JSON parsing (destr) is not part of the widget script build: src/core/api/api.ts reads every answer as text.";
    await expect(embed.ofetch.ofetch(`${origin}/json`)).rejects.toThrow(refused);
    await expect(embed.ofetch.ofetch(`${origin}/json`, { responseType: 'json' })).rejects.toThrow(refused);
    expect(await embed.ofetch.ofetch(`${origin}/json`, { responseType: 'text' })).toBe('{"ok":true}');
  });

  it('sends a JSON body as the api client does, the answer read as text', async () => {
    const text = await embed.ofetch.ofetch(`${origin}/echo`, { method: 'POST', body: { name: 'Ada', ids: [1, 2] }, responseType: 'text' });
    expect(JSON.parse(text)).toEqual({ method: 'POST', url: '/echo', body: '{"name":"Ada","ids":[1,2]}', authorization: null });
  });

  it('keeps a text answer as text, even one that reads as JSON', async () => {
    expect(await embed.ofetch.ofetch(`${origin}/text`)).toBe('true');
    expect(await embed.ofetch.ofetch(`${origin}/html`)).toBe('{"looks":"like json"}');
  });

  it('rejects a 422 with a FetchError that carries the status and the answer', async () => {
    const error = await embed.ofetch.ofetch(`${origin}/invalid`, { method: 'POST', body: {}, responseType: 'text' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(embed.ofetch.FetchError);
    expect(error).toMatchObject({ name: 'FetchError', status: 422 });
    expect(JSON.parse((error as { data: string }).data)).toEqual({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } });
    expect((error as Error).message).toBe(`[POST] "${origin}/invalid": 422 Unprocessable Entity`);
  });

  it('runs the api client (src/core/api/api.ts): a GET with params and token, and a 422 as ValidationError with its field errors', async () => {
    const api = embed.api.createApi({ baseURL: `${origin}/api/v1`, getToken: () => 'member-token', currentPath: () => '/', onUnauthenticated: () => {}, document: null });
    expect(await api.get('echo', { page: 2, ids: [1, 2], q: 'a b' })).toEqual({
      method: 'GET',
      url: '/api/v1/echo?page=2&ids%5B%5D=1&ids%5B%5D=2&q=a+b',
      body: '',
      authorization: 'Bearer member-token',
    });
    const error = await api.post('invalid', { name: '' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', status: 422, errors: { name: ['The name field is required.'] } });
  });
});
