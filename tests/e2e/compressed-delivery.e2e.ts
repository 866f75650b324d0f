// What `curl --compressed` gets from the real server and build (server/README.md "Compression and
// caching", docs/architecture.md decision 14): the widget loader, a hashed portal file and a JSON
// list of the API come as Brotli, and the loader, asked again with its ETag, answers 304 without a
// body. curl itself sends the request, with the Accept-Encoding its --compressed chooses.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { DEMO } from './support/portal.ts';

const run = promisify(execFile);
const baseURL = inject('baseURL');

interface CurlAnswer {
  status: number;
  headers: Map<string, string>;
  bytes: number;
}

/** `curl --compressed` of `path`: the status line, headers and the size of the decoded body. */
async function curl(path: string, headers: string[] = []): Promise<CurlAnswer> {
  const { stdout } = await run('curl', [
    '--compressed',
    '--silent',
    '--show-error',
    '--dump-header',
    '-',
    '--output',
    '/dev/null',
    '--write-out',
    '%{size_download}',
    ...headers.flatMap((header) => ['--header', header]),
    `${baseURL}${path}`,
  ]);
  const lines = stdout.split('\r\n');
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(lines[0]!)![1]);
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status, headers: fields, bytes: Number(lines.at(-1)) };
}

describe('compressed delivery to curl --compressed', () => {
  it('sends the widget loader as Brotli', async () => {
    const loader = await curl('/embed/club-widgets.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-encoding')).toBe('br');
    expect(loader.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it("sends a hashed portal file (the page's entry script) as Brotli", async () => {
    const page = await (await fetch(`${baseURL}/login`)).text();
    const script = /<script[^>]+src="(\/assets\/[\w/-]+\.js)"/.exec(page)?.[1];
    expect(script).toMatch(/^\/assets\/(g\/)?[a-z]+-[\w-]{8,}\.js$/);
    const file = await curl(script!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-encoding')).toBe('br');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends a member's JSON list (GET posts) as Brotli", async () => {
    const server = { baseURL, port: inject('port'), databasePath: inject('databasePath') };
    const token = await club(server, 'token', DEMO);
    const list = await curl('/api/posts?page=1', ['Accept: application/json', `Authorization: Bearer ${token}`]);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/json/);
    expect(list.headers.get('content-encoding')).toBe('br');
  });

  it('answers the loader asked again with its ETag with 304 and no body', async () => {
    const first = await curl('/embed/club-widgets.js');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await curl('/embed/club-widgets.js', [`If-None-Match: ${tag}`]);
    expect(again.status).toBe(304);
    expect(again.bytes).toBe(0);
    expect(again.headers.get('etag')).toBe(tag);
  });
});
