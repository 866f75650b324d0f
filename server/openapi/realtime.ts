// The realtime routes (server/realtime/**), documented here and included when createApp mounts them.
import { bearerOrWidget, responses } from './components.ts';
import type { OpenApiPaths } from './types.ts';

export function realtimePaths(mounted: { broadcastingAuth: boolean; triggerApi: boolean }): OpenApiPaths {
  const paths: OpenApiPaths = {};
  if (mounted.broadcastingAuth) {
    paths['/api/broadcasting/auth'] = {
      post: {
        tags: ['realtime'],
        summary: 'Authorise a private or presence channel subscription (Pusher channel auth)',
        description:
          "POST only (no GET, no JSONP). `private-App.Models.User.{id}` is granted only when `{id}` is exactly the caller's id. A session token (or a widget's sign-in) only: the private channel carries every event of the member, so no API token ability opens it. The hub remembers the login that authorised each subscription and ends it within a second of that login's logout, revocation or expiry (a `pusher:subscription_error` with status 401 on the channel).",
        security: bearerOrWidget,
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['socket_id', 'channel_name'],
                properties: { socket_id: { type: 'string' }, channel_name: { type: 'string' } },
              },
            },
            'application/json': {
              schema: {
                type: 'object',
                required: ['socket_id', 'channel_name'],
                properties: { socket_id: { type: 'string' }, channel_name: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'Signature',
            content: responses.json({
              type: 'object',
              properties: { auth: { type: 'string' }, channel_data: { type: 'string' } },
            }),
          },
          401: responses.unauthenticated,
          403: { description: 'Not your channel', content: responses.json(responses.ref('Message'), { message: '' }) },
          422: responses.validation,
        },
      },
    };
  }
  if (mounted.triggerApi) {
    paths['/apps/{appId}/events'] = {
      post: {
        tags: ['realtime'],
        summary: "Pusher HTTP API: trigger an event (what Laravel's pusher broadcaster and `club notify` call)",
        description:
          'Signed with `auth_key`, `auth_timestamp` (within 600 s), `auth_version=1.0`, `body_md5` and `auth_signature` query parameters (HMAC-SHA256 with the app secret).',
        parameters: [{ name: 'appId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name', 'data'],
                properties: {
                  name: { type: 'string' },
                  data: { type: 'string' },
                  channels: { type: 'array', items: { type: 'string' }, maxItems: 100 },
                  channel: { type: 'string' },
                  socket_id: { type: 'string' },
                },
              },
            },
          },
        },
        responses: {
          200: { description: 'Published', content: responses.json({ type: 'object' }, {}) },
          400: { description: 'Malformed request' },
          401: { description: 'Bad or stale signature' },
          404: { description: 'Unknown app' },
          413: { description: 'Data over 10 KB' },
        },
      },
    };
  }
  if (mounted.triggerApi) {
    paths['/apps/{appId}/batch_events'] = {
      post: {
        tags: ['realtime'],
        summary: 'Pusher HTTP API: trigger up to 10 events in one call',
        description: 'Signed like /apps/{appId}/events.',
        parameters: [{ name: 'appId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['batch'],
                properties: {
                  batch: {
                    type: 'array',
                    maxItems: 10,
                    items: {
                      type: 'object',
                      required: ['name', 'channel', 'data'],
                      properties: {
                        name: { type: 'string' },
                        channel: { type: 'string' },
                        data: { type: 'string' },
                        socket_id: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          200: { description: 'Published', content: responses.json({ type: 'object' }, {}) },
          400: { description: 'Malformed request' },
          401: { description: 'Bad or stale signature' },
          404: { description: 'Unknown app' },
          413: { description: 'Too large' },
        },
      },
    };
  }
  return paths;
}
