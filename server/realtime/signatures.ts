// HMAC signatures of the Pusher protocol (docs/contracts.md §1.5 and §1.10).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function md5Hex(body: string | Uint8Array): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time string comparison; timingSafeEqual throws on different lengths, so check first. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The `auth` value for a private or presence subscription: `key:hex(hmac(secret, socket_id:channel[:channel_data]))`.
 * channelData is signed as the exact string the client will send back, never re-serialised.
 */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, text)}`;
}

export function verifyChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(channelAuth(key, secret, socketId, channel, channelData), auth);
}

/** `hex(hmac(secret, socket_id::user::user_data))` for the optional pusher:signin. */
export function userAuth(key: string, secret: string, socketId: string, userData: string): string {
  return `${key}:${hmacHex(secret, `${socketId}::user::${userData}`)}`;
}

/**
 * The HTTP API string to sign: method, path and the query without auth_signature, keys
 * lower-cased and sorted, values unescaped, array values joined by ','.
 */
export function stringToSign(method: string, path: string, query: Record<string, string | string[]>): string {
  const pairs = Object.entries(query)
    .filter(([key]) => key.toLowerCase() !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), Array.isArray(value) ? value.join(',') : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [method.toUpperCase(), path, pairs.map(([key, value]) => `${key}=${value}`).join('&')].join('\n');
}

/** Signed query parameters for a request to the HTTP API (what pusher-http-* clients send). */
export function signRequest(
  credentials: { key: string; secret: string },
  method: string,
  path: string,
  body: string,
  timestamp: number,
  params: Record<string, string> = {},
): Record<string, string> {
  const query: Record<string, string> = {
    ...params,
    auth_key: credentials.key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
  };
  if (body !== '') query.body_md5 = md5Hex(body);
  return { ...query, auth_signature: hmacHex(credentials.secret, stringToSign(method, path, query)) };
}
