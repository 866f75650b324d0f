// Idempotency-Key on POSTs that move money (docs/architecture.md decision 9): the first answer for a key is
// stored in the SAME database transaction as the money move, so a retried request (a lost answer,
// a double click) books once and gets the first answer again. The same key with another request
// (method, path or body) is refused with 422: it is a client bug, and guessing which one was
// meant could move the wrong amount. A body is compared as canonical JSON (keys sorted), and a
// retry is answered before the route checks its input (replayIdempotent), so a retry still gets
// its first answer after what it named has changed (the withdraw account removed meanwhile).
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql, transaction } from '../db/open.ts';
import { toTimestamp } from '../clock.ts';
import { __ } from '../lang/translate.ts';
import type { AppContext, AppEnv } from './env.ts';
import { ValidationError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface MoneyAnswer {
  status: ContentfulStatusCode;
  body: unknown;
  /** Runs after the commit, only for the first answer (a broadcast, a notification). */
  after?: () => Promise<void> | void;
}

/** JSON with every object's keys sorted: the same body with keys in another order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The request's Idempotency-Key (undefined without one), or 422 when it is malformed. */
function keyOf(c: AppContext): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && !KEY.test(key)) {
    throw new ValidationError({
      idempotency_key: [__('The Idempotency-Key header must be 1 to 255 visible ASCII characters.')],
    });
  }
  return key;
}

function fingerprintOf(c: AppContext): string {
  return createHash('sha256')
    .update(`${c.req.method} ${new URL(c.req.url).pathname}\n${canonicalJson(c.var.body)}`)
    .digest('hex');
}

interface Earlier {
  status: ContentfulStatusCode;
  body: unknown;
}

/** The stored first answer for the key, or 422 when the key was used for another request. */
function earlierAnswer(c: AppContext, key: string, fingerprint: string): Earlier | null {
  const earlier = sql(
    c.var.deps.db,
    'SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?',
  ).get(c.get('user').id, key) as { fingerprint: string; status: number; body: string } | undefined;
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprint) {
    throw new ValidationError({
      idempotency_key: [__('This Idempotency-Key was already used for another request.')],
    });
  }
  return { status: earlier.status as ContentfulStatusCode, body: JSON.parse(earlier.body) };
}

function replay(c: AppContext, earlier: Earlier): Response {
  c.header('Idempotent-Replayed', 'true');
  return c.json(earlier.body as object, earlier.status);
}

/**
 * Before the route checks its input: a key seen before answers its first answer (or 422 for
 * another request) at once. idempotent() looks again inside its transaction, for retries that
 * race the first request.
 */
export const replayIdempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = keyOf(c);
  const earlier = key === undefined ? null : earlierAnswer(c, key, fingerprintOf(c));
  if (earlier) return replay(c, earlier);
  await next();
};

/**
 * Runs `move` (synchronous: it must not await) inside one BEGIN IMMEDIATE transaction together
 * with the key's record, and answers with its result, or with the stored first answer.
 */
export async function idempotent(c: AppContext, move: () => MoneyAnswer): Promise<Response> {
  const key = keyOf(c);
  const { db, clock } = c.var.deps;
  const userId = c.get('user').id;
  const fingerprint = fingerprintOf(c);
  const answer = transaction(db, (): (MoneyAnswer & { replayed: false }) | (Earlier & { replayed: true }) => {
    const earlier = key === undefined ? null : earlierAnswer(c, key, fingerprint);
    if (earlier) return { ...earlier, replayed: true };
    const result = move();
    if (key !== undefined) {
      sql(
        db,
        'INSERT INTO idempotency_keys (user_id, idempotency_key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(userId, key, fingerprint, result.status, JSON.stringify(result.body), toTimestamp(clock.now()));
    }
    return { ...result, replayed: false };
  });
  if (answer.replayed) return replay(c, answer);
  await answer.after?.();
  return c.json(answer.body as object, answer.status);
}
