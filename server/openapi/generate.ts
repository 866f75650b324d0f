// The OpenAPI 3.1 paths and component schemas generated from the contract's endpoints
// (src/shared/contract/): @valibot/to-json-schema enters the server through this file only.
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { unknown, type GenericSchema } from '../../src/shared/contract/schema.ts';
import { isChecked, type Endpoint, type ObjectSchema, type Reply } from '../../src/shared/contract/endpoint.ts';

export type JsonSchema = Record<string, unknown>;
type Responses = Record<string, Record<string, unknown>>;

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };
const json = (name: string, example?: unknown) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${name}` }, ...(example ? { example } : {}) },
});
/** Laravel's answers every route may give, by status. */
export const STANDARD = {
  unauthenticated: {
    description: 'No valid token (missing, revoked, expired or idle).',
    content: json('Message', { message: 'Unauthenticated.' }),
  },
  invalidAbility: {
    description:
      'The token lacks the ability this operation names in `security` (an API token without it, a pending login token); a ghost-mode session may not change anything.',
    content: json('Message', { message: 'Invalid ability provided.' }),
  },
  validation: { description: "Validation failed (Laravel's shape).", content: json('ValidationError') },
  throttled: {
    description: 'Too many attempts. `Retry-After` tells the seconds to wait.',
    headers: Object.fromEntries(
      ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'].map((name) => [
        name,
        { schema: { type: 'integer' } },
      ]),
    ),
    content: json('Message', { message: 'Too Many Attempts.' }),
  },
};

/** Steps JSON Schema has no word for (a custom check, a transformation) say nothing; code points are its lengths. */
const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  const requirement = (valibotAction as { requirement?: number }).requirement;
  if (valibotAction.type === 'max_code_points') return { ...jsonSchema, maxLength: requirement };
  if (valibotAction.type === 'min_code_points') return { ...jsonSchema, minLength: requirement };
  if (valibotAction.kind === 'transformation' || valibotAction.type === 'check') return jsonSchema;
  return undefined;
};

export function jsonSchemaConverter(components: Record<string, GenericSchema>) {
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    definitions: components,
    overrideAction,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };
  const convert = (schema: GenericSchema): JsonSchema => {
    const { $schema: _, $defs: __, ...json } = toJsonSchema(schema, config) as JsonSchema;
    return json;
  };
  /** Every component, converted once, its parts that are components themselves as references. */
  const componentSchemas = () => (toJsonSchema(unknown(), config).$defs ?? {}) as JsonSchema;
  return { convert, componentSchemas };
}

function unwrapOptional(schema: GenericSchema): { schema: GenericSchema; required: boolean } {
  const wrapper = schema as GenericSchema & { wrapped?: GenericSchema };
  if (wrapper.type === 'optional' || wrapper.type === 'exact_optional' || wrapper.type === 'nullish')
    return { schema: wrapper.type === 'nullish' ? schema : wrapper.wrapped!, required: false };
  return { schema, required: true };
}

/** One operation of the document. */
export function operationOf(endpoint: Endpoint, convert: (schema: GenericSchema) => JsonSchema) {
  const parameters = (where: 'path' | 'query', schema: ObjectSchema | undefined, names: string[]) =>
    names.map((name) => {
      const entry = schema?.entries[name];
      const { schema: inner, required } = entry ? unwrapOptional(entry) : { schema: undefined, required: true };
      return {
        name,
        in: where,
        ...(where === 'path' || required ? { required: true } : {}),
        schema: inner ? convert(inner) : { type: 'string' },
      };
    });
  const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const queryNames = Object.keys(endpoint.query?.entries ?? {});
  const headers = Object.entries(endpoint.headers ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    description,
    schema: { type: 'string' },
  }));
  const bodySchema = endpoint.body && convert(endpoint.body);
  const responses: Responses = {};
  for (const [status, reply] of Object.entries(endpoint.responses))
    responses[status] = response(Number(status), reply, convert);
  if (endpoint.auth?.length) {
    responses[401] ??= STANDARD.unauthenticated;
    responses[403] ??= STANDARD.invalidAbility;
  }
  const checked = Object.values(endpoint.query?.entries ?? {}).some(isChecked);
  if (endpoint.body || checked) responses[422] ??= STANDARD.validation;
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth?.length ? { security: [{ bearerAuth: [...endpoint.auth] }] } : {}),
    ...(pathNames.length + queryNames.length + headers.length > 0
      ? {
          parameters: [
            ...parameters('path', endpoint.params, pathNames),
            ...parameters('query', endpoint.query, queryNames),
            ...headers,
          ],
        }
      : {}),
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              (endpoint.bodyTypes ?? ['application/json']).map((type) => [type, { schema: bodySchema }]),
            ),
          },
        }
      : {}),
    responses,
  };
}

function response(status: number, reply: Reply, convert: (schema: GenericSchema) => JsonSchema) {
  if (typeof reply === 'string')
    return status === 429
      ? { ...STANDARD.throttled, description: reply }
      : status >= 400
        ? { description: reply, content: json(status === 422 ? 'ValidationError' : 'Message') }
        : { description: reply };
  if ('kind' in reply)
    return {
      description: STATUS_TEXT[status] ?? 'Answer',
      content: { 'application/json': { schema: convert(reply) } },
    };
  return {
    description: reply.description,
    ...(reply.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(reply.headers).map(([name, description]) => [
              name,
              { description, schema: { type: 'string' } },
            ]),
          ),
        }
      : {}),
    ...(reply.schema || reply.type
      ? {
          content: {
            [reply.type ?? 'application/json']: {
              schema: reply.schema ? convert(reply.schema) : { type: 'string', format: 'binary' },
            },
          },
        }
      : {}),
  };
}
