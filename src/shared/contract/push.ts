// Web push (docs/spec.md §4 "Web push"): the server's public VAPID key, and a browser's
// subscription (PushSubscription.toJSON()) saved or removed by the member who made it. What a
// push carries (PushMessage) names the topic only; the service worker shows it as it comes.
import { endpoints, nullable, rule, text } from './endpoint.ts';
import { isPlainText } from './form-rules.ts';
import type { NotificationTopic } from './notification-topics.ts';
import * as v from './schema.ts';

const endpoint = endpoints('settings', { auth: ['*'] });

/** base64url without padding, as PushSubscription.toJSON() writes the keys. */
const base64url = (n: number) => v.pipe(v.string(), v.maxLength(n), v.regex(/^[A-Za-z0-9_-]+$/, rule('regex')));

const pushEndpoint = v.pipe(text(2048), v.check(isPlainText, rule('plain_text')), v.url(rule('url')));

export const PushSettings = v.object({
  /** The applicationServerKey to subscribe with; null: web push is not set up on this server. */
  public_key: nullable(v.string()),
  /** How many browsers of the member receive pushes. */
  subscriptions: v.number(),
});

export const push = {
  show: endpoint('GET /api/user/settings/push', 'The server’s VAPID key and how many browsers receive pushes', {
    responses: { 200: PushSettings },
  }),
  subscribe: endpoint('POST /api/user/settings/push', 'Receive pushes in this browser', {
    body: v.object({
      endpoint: pushEndpoint,
      // 65 bytes (an uncompressed P-256 point) and 16 bytes, base64url: 87 and 22 characters
      keys: v.object({ p256dh: base64url(100), auth: base64url(32) }),
    }),
    responses: { 200: PushSettings },
  }),
  unsubscribe: endpoint('DELETE /api/user/settings/push', 'Stop pushes to this browser', {
    body: v.object({ endpoint: pushEndpoint }),
    responses: { 200: PushSettings },
  }),
};

export type PushSettings = v.InferOutput<typeof PushSettings>;

/** The payload of one push: what the lock screen shows and where a tap leads. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  topic: NotificationTopic;
}
