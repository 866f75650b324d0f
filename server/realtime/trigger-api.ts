// The Pusher HTTP "trigger events" API (docs/contracts.md §1.10), so anything that can
// publish to Pusher (Laravel, the official clients, our admin CLI) can publish to this server.
import { Hono, type Context } from 'hono';
import type { Hub } from './hub.ts';
import { BULK_EVENTS, isValidChannelName, isValidSocketId } from './protocol.ts';
import { hmacHex, md5Hex, safeEqual, stringToSign } from './signatures.ts';

export interface TriggerApiOptions {
  hub: Pick<Hub, 'app' | 'publish'>;
  now?: () => number;
}

interface TriggerEvent {
  name: string;
  channels: string[];
  data: string;
  socketId?: string;
}

const MAX_TIMESTAMP_SKEW_S = 600;
const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;
const MAX_BODY_BYTES = BULK_EVENTS.maxBodyBytes;

class ApiError extends Error {
  status: 400 | 401 | 404 | 413;
  constructor(status: 400 | 401 | 404 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

export function createTriggerApi({ hub, now = Date.now }: TriggerApiOptions): Hono {
  const api = new Hono();
  // Signatures accepted within their ±600 s window, with the time they leave it: a captured
  // request replayed inside the window is refused (T12). Only valid signatures
  // enter, so its size is bounded by what holders of the secret send.
  const accepted = new Map<string, number>();
  function remember(signature: string, timestamp: number): boolean {
    const t = now();
    for (const [seen, until] of accepted) if (until <= t) accepted.delete(seen);
    if (accepted.has(signature)) return false;
    accepted.set(signature, (timestamp + MAX_TIMESTAMP_SKEW_S) * 1000 + 1000);
    return true;
  }

  /** Checks app, freshness and signature; returns the raw body. */
  async function authenticate(c: Context): Promise<string> {
    if (c.req.param('appId') !== hub.app.id)
      throw new ApiError(404, `No matching application for ID [${c.req.param('appId')}].`);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_BODY_BYTES) throw new ApiError(413, 'Request body is too large.');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > MAX_BODY_BYTES) throw new ApiError(413, 'Request body is too large.');
    const body = new TextDecoder().decode(bytes);

    const url = new URL(c.req.url);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0]! : values;
    }
    const signature = query.auth_signature;
    const timestamp = Number(query.auth_timestamp);
    if (query.auth_key !== hub.app.key || typeof signature !== 'string' || !Number.isFinite(timestamp)) {
      throw new ApiError(401, 'Authentication signature invalid.');
    }
    if (Math.abs(now() / 1000 - timestamp) > MAX_TIMESTAMP_SKEW_S) {
      throw new ApiError(401, 'Timestamp expired: auth_timestamp must be within 600 s of the server time.');
    }
    // the md5 is recomputed from the body actually received, never taken from the query
    if (body !== '') query.body_md5 = md5Hex(bytes);
    else delete query.body_md5;
    const expected = hmacHex(hub.app.secret, stringToSign(c.req.method, url.pathname, query));
    if (!safeEqual(expected, signature)) throw new ApiError(401, 'Authentication signature invalid.');
    if (!remember(signature, timestamp))
      throw new ApiError(401, 'Replayed request: this signature was already accepted.');
    return body;
  }

  function parseBody(body: string): Record<string, unknown> {
    try {
      const value: unknown = JSON.parse(body);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw new ApiError(400, 'The request body must be a JSON object.');
  }

  function readEvent(value: unknown): TriggerEvent {
    if (typeof value !== 'object' || value === null) throw new ApiError(400, 'Each event must be an object.');
    const { name, data, channels, channel, socket_id: socketId } = value as Record<string, unknown>;
    if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME)
      throw new ApiError(400, 'The name field is required (at most 200 characters).');
    if (typeof data !== 'string') throw new ApiError(400, 'The data field must be a string.');
    if (Buffer.byteLength(data, 'utf8') > MAX_DATA_BYTES)
      throw new ApiError(413, 'The data field must not exceed 10 KB.');
    const list = channels ?? (channel === undefined ? undefined : [channel]);
    if (!Array.isArray(list) || list.length === 0) throw new ApiError(400, 'The channels field is required.');
    if (list.length > MAX_CHANNELS) throw new ApiError(400, 'An event can be triggered on at most 100 channels.');
    if (!list.every(isValidChannelName)) throw new ApiError(400, 'Invalid channel name.');
    if (socketId !== undefined && !isValidSocketId(socketId)) throw new ApiError(400, 'Invalid socket id.');
    return { name, data, channels: list, socketId };
  }

  function publish(event: TriggerEvent): void {
    hub.publish({ channels: event.channels, event: event.name, data: event.data, exceptSocketId: event.socketId });
  }

  api.post('/apps/:appId/events', async (c) => {
    const event = readEvent(parseBody(await authenticate(c)));
    publish(event);
    return c.json({});
  });

  /** Publishes every event of the batch or, when one is invalid, none. */
  async function publishBatch(c: Context, max: number): Promise<Response> {
    const { batch } = parseBody(await authenticate(c));
    if (!Array.isArray(batch) || batch.length === 0) throw new ApiError(400, 'The batch field is required.');
    if (batch.length > max) throw new ApiError(400, `A batch holds at most ${max} events.`);
    const events = batch.map(readEvent);
    events.forEach(publish);
    return c.json({});
  }

  api.post('/apps/:appId/batch_events', (c) => publishBatch(c, MAX_BATCH));
  // Not Pusher's: the same installation's CLI sends a post's notifications in one call (protocol.ts).
  api.post('/apps/:appId/bulk_events', (c) => publishBatch(c, BULK_EVENTS.maxEvents));

  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ error: error.message }, error.status);
    console.error(error);
    return c.json({ error: 'Server error.' }, 500);
  });

  return api;
}
