// A route's input read through its endpoint's schemas (src/shared/contract/<feature>.ts) with
// Laravel's request rules, and refused as Laravel refuses it: 422 {message, errors} in the request's
// language (docs/contracts.md §3.2). What Laravel does before the schema looks (required, nullable,
// the loose booleans and integers of forms) happens here, field by field:
//   const { body } = input(c, affiliate.visibility);   // typed by the schema, or throws 422
import * as v from '../../src/shared/contract/schema.ts';
import {
  rule,
  withSiblings,
  type EndpointSpec,
  type Input,
  type ObjectSchema,
} from '../../src/shared/contract/endpoint.ts';
import type { AppContext } from './env.ts';
import { ValidationError, type FieldErrors } from './errors.ts';
import { isRuleName } from '../lang/en.ts';
import { __, attributeName, fieldMessage, replacePlaceholders } from '../lang/translate.ts';

/** Laravel's `required`: fails for undefined, null, blank strings and empty arrays. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const BOOLEANS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
]);
const ACCEPTED = ['yes', 'on', '1', 1, true, 'true'];

/** The rule a failed schema or action names when its schema gives no message of its own. */
function ruleOf(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: number }).requirement!;
  if (issue.kind === 'schema' && issue.input === undefined) return 'required'; // a missing key of a nested object
  switch (issue.type) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'integer':
    case 'safe_integer':
      return 'integer';
    case 'array':
    case 'object':
    case 'record':
      return 'array';
    case 'picklist':
    case 'literal':
    case 'enum': {
      // Laravel's `string|in:...`: a value that is not text fails `string` first
      const textOnly = (issue.expected ?? '')
        .replace(/^\(|\)$/g, '')
        .split(' | ')
        .every((option) => option.startsWith('"'));
      return textOnly && typeof issue.input !== 'string' ? 'string' : 'in';
    }
    case 'email':
      return 'email';
    case 'url':
      return 'url';
    case 'max_length':
    case 'max_code_points':
      return rule('max', { max: requirement });
    case 'min_length':
    case 'min_code_points':
      return rule('min', { min: requirement });
    default:
      return 'regex';
  }
}

/** A schema's message in the request's language: a Laravel rule ('max {"max":255}') or an English sentence. */
function word(message: string, field: string): string {
  const [, name, params] = /^([a-z_]+)(?: (\{.*\}))?$/.exec(message) ?? [];
  if (name && isRuleName(name)) return fieldMessage(name, field, params ? JSON.parse(params) : {});
  return replacePlaceholders(__(message), { attribute: attributeName(field) });
}

function unwrap(schema: v.GenericSchema) {
  let inner = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  let optional = false;
  let nullable = false;
  for (;;) {
    if (inner.type === 'optional' || inner.type === 'exact_optional') optional = true;
    else if (inner.type === 'nullable') nullable = true;
    else if (inner.type === 'nullish') optional = nullable = true;
    else return { inner, optional, nullable };
    inner = inner.wrapped as typeof inner;
  }
}

/** The first schema of a pipe (the value's type), and whether the pipe asks for an integer. */
function baseOf(schema: v.GenericSchema) {
  const pipe = (schema as { pipe?: v.GenericSchema[] }).pipe;
  const integer = pipe?.some((item) => item.type === 'integer' || item.type === 'safe_integer') ?? false;
  return { type: (pipe?.[0] ?? schema).type, integer };
}

/**
 * Validates `data` against each field of `schema` in its order; every failing field gets all its
 * messages (a missing required field only 'required'). Fields the schema does not name are dropped.
 */
export function validateFields<S extends ObjectSchema>(schema: S, data: Record<string, unknown>): v.InferOutput<S> {
  const errors: FieldErrors = {};
  const out: Record<string, unknown> = {};
  for (const [field, entry] of Object.entries(schema.entries)) {
    const { inner, optional, nullable } = unwrap(entry);
    const base = baseOf(inner);
    let value = data[field];
    if (base.type === 'literal' && ACCEPTED.includes(value as never))
      value = true; // `accepted`
    else if (!optional && base.type !== 'literal' && isEmpty(value)) {
      errors[field] = [fieldMessage('required', field)];
      continue;
    }
    if (value === undefined && base.type !== 'literal') continue;
    if (nullable && (value === null || value === '')) {
      out[field] = null; // ConvertEmptyStringsToNull
      continue;
    }
    if (base.type === 'boolean' && BOOLEANS.has(value)) value = BOOLEANS.get(value);
    if (base.integer && typeof value === 'string' && /^-?\d+$/.test(value)) value = Number(value);
    const result = withSiblings(data, () => v.safeParse(inner, value, { message: ruleOf }));
    if (result.success) out[field] = result.output;
    else
      for (const issue of result.issues) {
        const key = [field, ...(issue.path ?? []).map((item) => String(item.key))].join('.');
        (errors[key] ??= []).push(word(issue.message, key));
      }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return out as v.InferOutput<S>;
}

/** The endpoint's query and body, validated (one 422 naming every failing field of both). */
export function input<E extends EndpointSpec>(c: AppContext, endpoint: E): Input<E> {
  const errors: FieldErrors = {};
  const read = (schema: ObjectSchema | undefined, data: () => Record<string, unknown>) => {
    if (!schema) return undefined;
    try {
      return validateFields(schema, data());
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(errors, error.errors);
      return undefined;
    }
  };
  const query = read(endpoint.query, () => c.req.query());
  const body = read(endpoint.body, () => c.var.body);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { query, body } as Input<E>;
}
