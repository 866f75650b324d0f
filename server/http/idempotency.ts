// Idempotency-Key on POSTs that move money (docs/architecture.md decision 9): the first answer for a key is
// stored in the SAME database transaction as the money move, so a retried request (a lost answer,
// a double click) books once and gets the first answer again. The same key with another request
// (method, path or body) is refused with 422: it is a client bug, and guessing which one was
// meant could move the wrong amount.
import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sql, transaction } from '../db/open.ts';
import { toTimestamp } from '../clock.ts';
import { __ } from '../lang/translate.ts';
import type { AppContext } from './env.ts';
import { ValidationError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface MoneyAnswer {
  status: ContentfulStatusCode;
  body: unknown;
  /** Runs after the commit, only for the first answer (a broadcast, a notification). */
  after?: () => Promise<void> | void;
}

/**
 * Runs `move` (synchronous: it must not await) inside one BEGIN IMMEDIATE transaction together
 * with the key's record, and answers with its result, or with the stored first answer.
 */
export async function idempotent(c: AppContext, move: () => MoneyAnswer): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const { db, clock } = c.var.deps;
  if (key !== undefined && !KEY.test(key)) {
    throw new ValidationError({
      idempotency_key: [__('The Idempotency-Key header must be 1 to 255 visible ASCII characters.')],
    });
  }
  const userId = c.get('user').id;
  const fingerprint = createHash('sha256')
    .update(`${c.req.method} ${new URL(c.req.url).pathname}\n${JSON.stringify(c.var.body)}`)
    .digest('hex');
  const answer = transaction(db, (): MoneyAnswer & { replayed: boolean } => {
    if (key !== undefined) {
      const earlier = sql(
        db,
        'SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?',
      ).get(userId, key) as { fingerprint: string; status: number; body: string } | undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw new ValidationError({
            idempotency_key: [__('This Idempotency-Key was already used for another request.')],
          });
        }
        return { status: earlier.status as ContentfulStatusCode, body: JSON.parse(earlier.body), replayed: true };
      }
    }
    const result = move();
    if (key !== undefined) {
      sql(
        db,
        'INSERT INTO idempotency_keys (user_id, idempotency_key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(userId, key, fingerprint, result.status, JSON.stringify(result.body), toTimestamp(clock.now()));
    }
    return { ...result, replayed: false };
  });
  if (!answer.replayed) await answer.after?.();
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}
