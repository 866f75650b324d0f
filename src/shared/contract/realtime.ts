// The realtime routes (docs/architecture.md decision 3): Pusher channel auth, the Pusher HTTP
// trigger API, and the demo mode's developer pages (mail outbox, hub counts).
import { endpoints, Message, unchecked } from './endpoint.ts';
import * as v from './schema.ts';

const endpoint = endpoints('realtime');
const dev = endpoints('dev');
const Event = v.object({ name: v.string(), channel: v.string(), data: v.string(), socket_id: v.optional(v.string()) });
const pusherErrors = { 400: 'Malformed request', 401: 'Bad or stale signature', 404: 'Unknown app', 413: 'Too large' };
const signed =
  'Signed with `auth_key`, `auth_timestamp` (within 600 s), `auth_version=1.0`, `body_md5` and `auth_signature` query parameters (HMAC-SHA256 with the app secret).';
const outbox = v.object({ to: unchecked({ type: 'string' }) });

export const realtime = {
  auth: endpoint(
    'POST /api/broadcasting/auth',
    'Authorise a private or presence channel subscription (Pusher channel auth)',
    {
      description:
        "POST only. `private-App.Models.User.{id}` is granted only for the caller's own id. A session token (or a widget's sign-in) only: the private channel carries every event of the member. The hub remembers the login that authorised each subscription and ends it within a second of that login's logout, revocation or expiry (`pusher:subscription_error` with status 401 on the channel).",
      auth: ['*', 'widget'],
      body: v.object({ socket_id: v.string(), channel_name: v.string() }),
      bodyTypes: ['application/x-www-form-urlencoded', 'application/json'],
      responses: {
        200: v.object({ auth: v.string(), channel_data: v.optional(v.string()) }),
        403: { description: 'Not your channel', schema: Message },
      },
    },
  ),
  events: endpoint(
    'POST /apps/{appId}/events',
    "Pusher HTTP API: trigger an event (what Laravel's pusher broadcaster and `club notify` call)",
    {
      description: signed,
      body: v.object({
        name: v.string(),
        data: v.string(),
        channels: v.optional(v.pipe(v.array(v.string()), v.maxLength(100))),
        channel: v.optional(v.string()),
        socket_id: v.optional(v.string()),
      }),
      responses: { 200: v.object({}), ...pusherErrors },
    },
  ),
  batch: endpoint('POST /apps/{appId}/batch_events', 'Pusher HTTP API: trigger up to 10 events in one call', {
    description: signed,
    body: v.object({ batch: v.pipe(v.array(Event), v.maxLength(10)) }),
    responses: { 200: v.object({}), ...pusherErrors },
  }),
  bulk: endpoint(
    'POST /apps/{appId}/bulk_events',
    "Not Pusher's: `batch_events` of up to 1,000 events, for the CLI of the same installation",
    {
      description: `${signed} The same body as \`batch_events\` within 1 MB; all events are published or none (docs/contracts.md §1.10).`,
      body: v.object({ batch: v.pipe(v.array(Event), v.maxLength(1000)) }),
      responses: { 200: v.object({}), ...pusherErrors },
    },
  ),
  mail: dev('GET /dev/mail', 'Demo mode only: the mail outbox as HTML', {
    query: outbox,
    responses: { 200: { description: 'HTML page', type: 'text/html', schema: v.string() } },
  }),
  mailJson: dev(
    'GET /dev/mail.json',
    'Demo mode only: the mail outbox as JSON (newest first), for browser tests reading codes and links',
    {
      query: outbox,
      responses: {
        200: v.array(
          v.object({
            id: v.number(),
            to: v.string(),
            subject: v.string(),
            text: v.string(),
            html: v.nullable(v.string()),
            meta: v.pipe(
              v.record(v.string(), v.unknown()),
              v.description('`kind` plus `code` or `url` when the mail carries one'),
            ),
            created_at: v.string(),
          }),
        ),
      },
    },
  ),
  stats: dev('GET /dev/realtime-stats', "Demo mode only, with the built-in hub: the realtime hub's live counts", {
    responses: { 200: v.object({ sockets: v.number(), channels: v.number(), presenceMembers: v.number() }) },
  }),
};
