// GET /api/openapi.json: generated from the contract's endpoints (src/shared/contract/) for the
// routes this app mounted, as OpenAPI 3.1 (docs/architecture.md decision 15).
import { WIDGET_TOKEN_ABILITIES } from '../../src/shared/contract/widget-token-abilities.ts';
import { API_TOKEN_ABILITIES } from '../../src/shared/contract/api-token-abilities.ts';
import { COMPONENTS, ENDPOINTS } from '../../src/shared/contract/index.ts';
import { jsonSchemaConverter, operationOf, STANDARD } from './generate.ts';
import { UNCOUNTED_API_PATHS } from '../http/api-rate-limit.ts';
import type { AppDeps } from '../http/env.ts';

type Operation = ReturnType<typeof operationOf>;
type Paths = Record<string, Record<string, Operation>>;

/** Every endpoint of the contract whose route this app mounted. */
export function collectPaths(deps: AppDeps): Paths {
  const mounted = new Set(
    deps.routes.map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
  );
  const { convert } = converter();
  // The API rate limit (API_RATE_LIMIT) can answer 429 on every counted /api operation; a route's own 429 stays.
  const limited = (path: string) =>
    deps.config.apiRateLimit > 0 && path.startsWith('/api/') && !UNCOUNTED_API_PATHS.includes(path);
  const paths: Paths = {};
  for (const endpoint of ENDPOINTS) {
    if (!mounted.has(`${endpoint.method} ${endpoint.path}`)) continue;
    const operation = operationOf(endpoint, convert);
    if (limited(endpoint.path)) operation.responses = { 429: STANDARD.throttled, ...operation.responses };
    (paths[endpoint.path] ??= {})[endpoint.method] = operation;
  }
  return paths;
}

let shared: ReturnType<typeof jsonSchemaConverter> | undefined;
const converter = () => (shared ??= jsonSchemaConverter(COMPONENTS));
const documents = new WeakMap<AppDeps, ReturnType<typeof build>>();

/** The document of this app (built on the first request: every route is mounted by then). */
export function buildOpenApiDocument(deps: AppDeps) {
  let document = documents.get(deps);
  if (!document) documents.set(deps, (document = build(deps)));
  return document;
}

function build(deps: AppDeps) {
  return {
    openapi: '3.1.0',
    info: {
      title: `${deps.config.appName} API`,
      version: '1',
      description: [
        'The reference API of the club portal, in the JSON shapes of a Laravel (Sanctum/Fortify) backend.',
        'Clients send `Accept: application/vnd.club.v1+json, application/json;q=0.9`; an unknown `vnd.club.vN` answers 406.',
        "Messages (422 field errors, the routes' own messages) are in the language of `Accept-Language`: `en` or `de` (the first entry the server speaks, `ch` counts as `de`, otherwise `en`). The texts clients compare stay English: `Unauthenticated.`, `Too Many Attempts.`, `Invalid ability provided.`, `Service Unavailable`. Mails use the member's stored `language`.",
        'Errors: 401 `{"message":"Unauthenticated."}`, 403, 404 `{"message":"The route api/x could not be found."}`, 422 `{message, errors}`, 429 with `Retry-After`, 503 `{"message":"Service Unavailable"}` in maintenance mode, 500 `{"message":"Server Error"}`.',
        ...(deps.config.apiRateLimit > 0
          ? [
              `Every /api operation but broadcasting auth counts against ${deps.config.apiRateLimit} requests a minute per member (per IP without a valid token): answers carry \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\`, the request past the limit answers 429 with \`Retry-After\`.`,
            ]
          : []),
        'Malformed JSON answers 400, a body over 1 MiB 413, a body of another media type 415.',
        'Deliberate deviations from stock Laravel/Fortify: no account enumeration on password recovery; recovery codes stored hashed and shown once; a per-user TOTP replay guard and 160-bit secrets; tokens expire after 30 minutes idle and 12 hours absolute; POST-only broadcasting auth.',
      ].join('\n\n'),
    },
    servers: [{ url: deps.config.appUrl }],
    tags: [
      { name: 'platform' },
      { name: 'auth' },
      { name: 'user' },
      { name: 'notifications' },
      { name: 'realtime' },
      { name: 'dev' },
    ],
    paths: collectPaths(deps),
    components: {
      schemas: converter().componentSchemas(),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: [
            "Sanctum-style personal access token `{id}|{secret}`. Each operation lists in `security` the token ability it needs, checked like Sanctum's `tokenCan`:",
            '`*`: a full session token (from the login flow; it has `*` and so passes every other check too). `verify`: the pending token of POST auth/login.',
            `Anything else is one of the abilities a member grants an API token (POST user/api-tokens: ${API_TOKEN_ABILITIES.join(', ')}); an API token never has \`*\`, so it reaches only the member-data operations naming one of its abilities, never settings, auth, chat, ghost mode, broadcasting or anything that moves money.`,
            `A widget's sign-in (POST auth/login with \`widget\`, or from another origin than the portal's) gets a token of the widgets' abilities only (${WIDGET_TOKEN_ABILITIES.join(', ')}), expiring like a session; elsewhere it answers 403 with a message saying why.`,
            'A token without the ability answers 403 `{"message":"Invalid ability provided."}`; an expired or revoked one 401.',
          ].join(' '),
        },
      },
    },
  };
}
