// Platform middleware for /api: content negotiation, the bounded body reader, response headers,
// and what the rest of the app reads about the caller (IP, X-Socket-ID).
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './env.ts';
import { HttpError, badRequest } from './errors.ts';
import { __ } from '../lang/translate.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const SUPPORTED_API_VERSIONS = new Set(['1']);
const SOCKET_ID = /^\d+\.\d+$/;

/** Headers Node's parser joins with ', ' exactly as fetch's Headers do (not Authorization or Cookie). */
type JoinedHeader = 'accept' | 'accept-encoding' | 'accept-language' | 'origin' | 'x-forwarded-for' | 'x-socket-id';

/**
 * A request header, read from the Node request when there is one (c.env.incoming): the same value
 * as c.req.header(), without @hono/node-server's Headers wrapper checking the name on every read
 * (docs/architecture.md decision 13). In-process requests (app.request) have no Node request.
 */
export function joinedHeader(c: AppContext, name: JoinedHeader): string | undefined {
  const headers = c.env?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function clientIp(c: AppContext): string {
  if (c.get('deps').config.trustProxy) {
    // The last entry is the one our proxy added; those before it are the client's to make up, and
    // would give it a fresh rate-limit key (login, API) per request. As Laravel's TrustProxies.
    const forwarded = joinedHeader(c, 'x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

/** Laravel reads X-Socket-ID for ->toOthers(); a malformed value is ignored (docs/threats.md T13). */
export function socketIdOf(c: AppContext): string | null {
  const value = joinedHeader(c, 'x-socket-id')?.trim();
  return value && value.length <= 64 && SOCKET_ID.test(value) ? value : null;
}

export const isJsonType = (type: string) => /\/json\b|\+json\b/i.test(type);

/** `application/vnd.club.v2+json` asks for a version we do not speak. */
export function unsupportedVersion(header: string | undefined): boolean {
  if (!header || !/vnd\.club/i.test(header)) return false;
  const versions = [...header.matchAll(/application\/vnd\.club\.v(\d+)\+json/gi)].map((m) => m[1]);
  return versions.length > 0 && !versions.some((v) => SUPPORTED_API_VERSIONS.has(v));
}

/**
 * What every /api answer carries: JSON with charset, no caching of API answers (requestPlatform),
 * unless the route made its answer public itself (the visitors' news, server/modules/news/routes.ts).
 */
export function setApiHeaders(headers: Headers): void {
  const type = headers.get('content-type');
  if (type && isJsonType(type)) headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!/^public\b/.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'no-store');
}

/**
 * The 413 for a body over the limit. The rest of the body is not read, so the connection cannot
 * carry another request: saying keep-alive and then closing it left clients with a reset instead.
 */
const tooLarge = () => new HttpError(413, { message: 'Payload Too Large' }, { Connection: 'close' });

/** Node's request as @hono/node-server hands it over (c.env.incoming): a readable stream of the body. */
interface NodeRequestBody {
  readableEnded: boolean;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  once(event: 'end' | 'close', listener: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  removeAllListeners(event: 'data'): unknown;
  pause(): unknown;
}

function nodeBody(c: AppContext): NodeRequestBody | undefined {
  const incoming = c.env?.incoming as Partial<NodeRequestBody> | undefined;
  return typeof incoming?.on === 'function' && incoming.readableEnded === false
    ? (incoming as NodeRequestBody)
    : undefined;
}

/**
 * The body straight from Node's request: asking c.req.raw.body makes @hono/node-server wrap it in a
 * web stream first, and in a burst of writes (bench/README.md, the club evening) that wrapping and
 * reading it back was a tenth of each POST's CPU. Over the limit, reading stops (413, as below).
 */
function readNode(body: NodeRequestBody): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      body.removeAllListeners('data');
      if (error) {
        body.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    body.on('data', (chunk) => {
      if (settled) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return settle(tooLarge());
      chunks.push(chunk);
    });
    body.once('end', () => settle());
    body.once('error', (error) => settle(error));
    body.once('close', () => settle(new Error('aborted')));
  });
}

async function readBounded(c: AppContext): Promise<Buffer> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const node = nodeBody(c);
  if (node) return readNode(node);
  const stream = c.req.raw.body!;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the body once (at most 1 MiB), parses JSON (`application/json` or any `+json`) or a form
 * (pusher-js posts the channel auth as a form), and stores it as `c.var.body`: what later handlers read.
 */
export const parseBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('body', {});
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const fromNode = nodeBody(c) !== undefined;
  if (!fromNode && !c.req.raw.body) return next();
  const bytes = await readBounded(c);
  // Read from Node's request, later readers take c.var.body (as server/realtime/broadcasting-auth.ts
  // does); a consumed web stream gets a fresh request over the same bytes.
  if (!fromNode) c.req.raw = new Request(c.req.raw, { body: new Uint8Array(bytes) });
  if (bytes.length === 0) return next();

  const type = c.req.header('content-type') ?? '';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (isJsonType(type) || (type === '' && /^\s*[{[]/.test(text))) {
    if (unsupportedVersion(type)) throw new HttpError(415, { message: 'Unsupported Media Type' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest(__('The request body is not valid JSON.'));
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw badRequest(__('The request body must be a JSON object.'));
    }
    c.set('body', parsed as Record<string, unknown>);
  } else if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    c.set('body', Object.fromEntries(new URLSearchParams(text)));
  } else if (text.trim() !== '') {
    throw new HttpError(415, { message: 'Unsupported Media Type' });
  }
  return next();
};
