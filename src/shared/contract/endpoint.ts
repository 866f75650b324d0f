// One endpoint of the API as data (docs/architecture.md decision 15): method and path, who may
// call it, the schemas of its path, query and body, and its answers. The server validates with
// these schemas (server/http/input.ts), GET /api/openapi.json is generated from them
// (server/openapi/document.ts), and the client's wire types are inferred from them.
import type { ApiTokenAbility } from './api-token-abilities.ts';
import type { WidgetTokenAbility } from './widget-token-abilities.ts';
import { EMAIL_MAX, isEmail, isPlainText, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './form-rules.ts';
import * as v from './schema.ts';

/** What a route demands of the token: '*' a full session, 'verify' the pending login, an API or a widget token ability. */
export type Ability = '*' | 'verify' | ApiTokenAbility | WidgetTokenAbility;

/** An object schema (v.object, or one made from it with v.omit, v.pick...): its fields are `entries`. */
export type ObjectSchema = v.GenericSchema & { readonly entries: v.ObjectEntries };

/** An answer: a description alone (no body), a JSON schema, or more. */
export type Reply =
  | string
  | v.GenericSchema
  | { description: string; schema?: v.GenericSchema; type?: string; headers?: Record<string, string> };

export interface EndpointSpec {
  summary?: string;
  description?: string;
  /** The abilities requireAuth() demands (one of them); absent or empty: no token needed. */
  auth?: readonly Ability[];
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: ObjectSchema;
  /** Media types the body may come in (default JSON only). */
  bodyTypes?: readonly string[];
  /** Request headers: name -> description. */
  headers?: Record<string, string>;
  responses: Record<number, Reply>;
}

export interface Endpoint extends EndpointSpec {
  summary: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As OpenAPI writes it: /api/user/settings/address, /api/posts/{id}. */
  path: string;
  tag: string;
}

type Route = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * The endpoints of one feature, each with the feature's `defaults` (e.g. its `auth`):
 * `const endpoint = endpoints('affiliate', { auth: ['*'] }); endpoint('GET /api/affiliate', 'Summary', {...})`.
 */
export const endpoints =
  <const D extends Omit<EndpointSpec, 'responses'>>(tag: string, defaults?: D) =>
  <const S extends EndpointSpec>(route: Route, summary: string, spec: S): Omit<D, keyof S> & S & Endpoint => {
    const [method, path] = route.split(' ') as [string, string];
    return { ...defaults, ...spec, summary, method: method.toLowerCase() as Endpoint['method'], path, tag } as never;
  };

type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
/** What the server hands a route after validation. */
export type Input<E extends EndpointSpec> = { query: OutputOf<E['query']>; body: OutputOf<E['body']> };
/** The 200/201 answer's type. */
export type Answer<E extends EndpointSpec> = OutputOf<
  E['responses'] extends Record<200, infer R> ? R : E['responses'] extends Record<201, infer R> ? R : never
>;

/**
 * A schema's message naming a Laravel rule ('required', 'max'...) and its placeholders; the server
 * words it in the request's language (server/lang). Any other message is an English sentence.
 */
export const rule = (name: string, params?: Record<string, string | number>) =>
  params ? `${name} ${JSON.stringify(params)}` : name;

/** Laravel's max/min for text: code points, as mb_strlen counts (JSON Schema's maxLength counts so too). */
export const max = (n: number) => v.maxCodePoints(n);
export const min = (n: number) => v.minCodePoints(n);

/** Text of at most `n` characters. */
export const text = (n: number) => v.pipe(v.string(), max(n));
/** Laravel's `nullable`: absent, null or '' (read as null), else text of at most `n` characters. */
export const optionalText = (n: number) => v.nullish(text(n));
export const email = v.pipe(v.string(), v.check(isEmail, rule('email')), max(EMAIL_MAX));
/** A name people read: one spelling (NFC), no control or invisible characters. */
export const personName = (n = NAME_MAX) =>
  v.pipe(v.string(), v.normalize('NFC'), v.check(isPlainText, rule('plain_text')), max(n));
/** Laravel's `accepted`: true, 'yes', 'on', '1', 1, 'true'. */
export const accepted = v.literal(true, 'accepted');

let siblings: Readonly<Record<string, unknown>> = {};
/** Runs `check` with the object's other fields in view, for `confirmed` (the server's input() does). */
export function withSiblings<T>(data: Readonly<Record<string, unknown>>, check: () => T): T {
  const before = siblings;
  siblings = data;
  try {
    return check();
  } finally {
    siblings = before;
  }
}
/** Laravel's `confirmed`: equal to `{field}_confirmation`. */
export const confirmed = (field: string) =>
  v.check((value: string) => siblings[`${field}_confirmation`] === value, rule('confirmed'));
const uncheckedFields = new WeakSet<object>();
/** A field the document names but no rule checks (the route reads it as it comes). */
export const unchecked = (metadata: Record<string, unknown>) => {
  const field = v.optional(v.pipe(v.unknown(), v.metadata(metadata)));
  uncheckedFields.add(field);
  return field;
};
/** Whether a field can be refused with a 422 (not `unchecked`, not ?page=). */
export const isChecked = (field: v.GenericSchema) => !uncheckedFields.has(field);
/** ?page=: any value reads as a page (a bad one is page 1, as Laravel's paginator does), never a 422. */
export const page = unchecked({ type: 'integer', minimum: 1, default: 1 });
/** The confirmation field itself: `confirmed` on its field checks it. */
export const confirmation = unchecked({ type: 'string' });
/** A new password: 8-256 characters and its confirmation (the server adds its common-password list). */
export const newPassword = v.pipe(v.string(), min(PASSWORD_MIN), max(PASSWORD_MAX), confirmed('password'));
export const id = v.pipe(v.number(), v.safeInteger());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);
export const described = <S extends v.GenericSchema>(schema: S, description: string) =>
  v.pipe(schema, v.description(description));

/** An Eloquent timestamp (UTC, microseconds): 2026-01-01T10:00:00.000000Z. */
export const Timestamp = v.pipe(
  v.string(),
  v.metadata({ format: 'date-time', examples: ['2026-01-01T10:00:00.000000Z'] }),
);
export type Timestamp = string;

const PaginatorLink = v.object({
  url: v.nullable(v.string()),
  label: v.string(),
  page: v.optional(v.nullable(v.number())),
  active: v.boolean(),
});

/** Laravel's LengthAwarePaginator::toArray() over `item`. */
export const paginator = <S extends v.GenericSchema>(item: S) =>
  v.object({
    current_page: v.number(),
    data: v.array(item),
    first_page_url: v.string(),
    from: v.nullable(v.number()),
    last_page: v.number(),
    last_page_url: v.string(),
    links: v.array(PaginatorLink),
    next_page_url: v.nullable(v.string()),
    path: v.string(),
    per_page: v.number(),
    prev_page_url: v.nullable(v.string()),
    to: v.nullable(v.number()),
    total: v.number(),
  });
export type Paginator<T> = Omit<v.InferOutput<ReturnType<typeof paginator>>, 'data'> & { data: T[] };

/** `{ "message": "..." }`, Laravel's answer with a text only. */
export const Message = v.object({ message: v.string() });
/** Laravel's 422: the first message (and how many more), and every field's messages. */
export const ValidationError = v.object({
  message: v.pipe(v.string(), v.examples(['The email field is required. (and 1 more error)'])),
  errors: v.record(v.string(), v.array(v.string())),
});
