// Errors in Laravel's JSON shapes (docs/architecture.md decision 7, docs/contracts.md §3.2). Route code throws
// these; the app's onError renders them. Anything else becomes 500 {"message":"Server Error"}.
// A member-facing message is passed in translated (`__()`); the client contract's own texts
// ('Unauthenticated.', 'Too Many Attempts.'...) stay English, as clients compare them.
import { __ } from '../lang/translate.ts';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** Laravel's ValidationException::summarize: first message plus "(and N more error(s))". */
export function summarizeErrors(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  if (messages.length === 0) return __('The given data was invalid.');
  const [first, ...rest] = messages;
  if (rest.length === 0) return first;
  return __(rest.length === 1 ? ':message (and :count more error)' : ':message (and :count more errors)', {
    message: first,
    count: rest.length,
  });
}

export class ValidationError extends HttpError {
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors, status = 422, headers: Record<string, string> = {}) {
    super(status, { message: summarizeErrors(errors), errors }, headers);
    this.errors = errors;
  }
}

export function unauthenticated(): HttpError {
  return new HttpError(401, { message: 'Unauthenticated.' });
}

export function forbidden(message = __('This action is unauthorized.')): HttpError {
  return new HttpError(403, { message });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, { message });
}

export function routeNotFound(pathname: string): HttpError {
  return notFound(`The route ${pathname.replace(/^\/+/, '')} could not be found.`);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, { message });
}
