// Compressed answers: the encoding a request accepts (Brotli first, then gzip), for the JSON the API
// answers on the fly and for the build's files by name (build/rollup/precompress.mjs wrote a .br
// and a .gz beside each; server/http/static.ts serves them). Hono's own compress middleware offers
// gzip and deflate only (its CompressionStream formats), so JSON goes through node:zlib here.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed JSON answer saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with: br before gzip at equal weight, a higher q-value wins, `q=0`
 * refuses, `*` stands for an encoding not named; null for none (identity).
 */
export function acceptedEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.trim().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | null>(
    (chosen, name) => (weight(name) > 0 && (!chosen || weight(name) > weight(chosen)) ? name : chosen),
    null,
  );
  return best;
}

/** `bytes` in `encoding`: Brotli at quality 5 (per request: fast, and still well under gzip's size). */
export function compressBody(bytes: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return encoding === 'br'
    ? new Uint8Array(
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      )
    : new Uint8Array(gzipSync(bytes, { level: 6 }));
}

/** The headers of an answer sent in `encoding` (the API's answers are no-store: Vary is for the record). */
export function encodedHeaders(headers: Headers, encoding: Encoding, length: number): void {
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(length));
  varyOnEncoding(headers);
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}

/** An answer's compressed forms, each made once: they stay as long as the JSON they encode. */
export type EncodedForms = Map<Encoding, Uint8Array<ArrayBuffer>>;

/** Texts whose forms sharedForms keeps: the last few, as one club's pages of posts are. */
const SHARED_TEXTS = 32;
const shared = new Map<string, EncodedForms>();

/**
 * The compressed forms of an answer many members get word for word (a page of posts), found by its
 * text: compressing it once is the most of what answering it costs.
 */
export function sharedForms(json: string): EncodedForms {
  let forms = shared.get(json);
  if (!forms) {
    if (shared.size >= SHARED_TEXTS) shared.delete(shared.keys().next().value!);
    shared.set(json, (forms = new Map()));
  }
  return forms;
}

/**
 * apiJson's answer (server/http/platform.ts), compressed when it is long enough and the request
 * accepts an encoding; null otherwise. `headers` is the platform's shared table: copied, not changed.
 * With `forms` (sharedForms), each encoding is compressed once, not per request.
 */
export function compressedJsonAnswer(
  json: string,
  acceptEncoding: string | undefined,
  status: number,
  headers: Record<string, string>,
  forms?: EncodedForms,
): Response | null {
  if (json.length < COMPRESS_MIN_BYTES) return null;
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return null;
  let body = forms?.get(encoding);
  if (!body) {
    body = compressBody(Buffer.from(json), encoding);
    forms?.set(encoding, body);
  }
  const answer = new Response(body, { status, headers });
  encodedHeaders(answer.headers, encoding, body.length);
  return answer;
}

/** Adds Accept-Encoding to the Vary header (once). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The API's JSON answers of at least COMPRESS_MIN_BYTES, compressed for a client that accepts it.
 * A request that accepts neither br nor gzip (the load tests, curl without --compressed) is not
 * touched; apiJson's answers compress themselves (compressedJsonAnswer), so they keep
 * @hono/node-server's direct path (docs/architecture.md decision 13).
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    await next();
    if (!encoding || c.req.method === 'HEAD' || c.res === c.get('platformAnswer')) return;
    const res = c.res;
    if (!res.body || res.status === 204 || res.status === 206 || res.headers.has('Content-Encoding')) return;
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const compress = bytes.length >= COMPRESS_MIN_BYTES;
    const body = compress ? compressBody(bytes, encoding) : bytes;
    // Hono copies the old answer's headers onto the new one: the encoding's own are set after.
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    if (compress) encodedHeaders(c.res.headers, encoding, body.length);
  };
}
