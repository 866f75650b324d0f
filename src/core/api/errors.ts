// Typed API errors (docs/spec.md §8) and the one stream the UI subscribes to. api.ts builds and emits
// them; dialogs render `useStore($apiError)` (their texts: dialogs.ts, which the widgets, showing
// no dialogs, leave out), forms read ValidationError.errors, toasts messageOf().
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiErrorBody } from '../types.ts';
// The English texts from the core's own table, one copy of them in every bundle.
import en from '../messages/en.ts';

const { errors: texts } = en;

/** Any non-2xx answer. `body` is the parsed Laravel error body ({} when it was not JSON). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly statusText: string;

  constructor(status: number, body: ApiErrorBody = {}, message?: string, statusText = '') {
    super(message ?? (nonEmpty(body.message) || statusText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.statusText = statusText;
  }
}

/** 401. Only `{"message":"Unauthenticated."}` outside /login and /lock locks the session. */
export class UnauthenticatedError extends ApiError {
  constructor(body: ApiErrorBody = {}, statusText = '') {
    super(401, body, undefined, statusText);
    this.name = 'UnauthenticatedError';
  }
}

/** 422. `errors` keeps Laravel's keys as sent, dotted ones (`items.0.name`) included. */
export class ValidationError extends ApiError {
  readonly errors: Record<string, string[]>;

  constructor(body: ApiErrorBody = {}, statusText = '') {
    super(422, body, validationMessage(body), statusText);
    this.name = 'ValidationError';
    this.errors = body.errors ?? {};
  }
}

/**
 * 429, from the `throttle` middleware (Retry-After header) or Fortify's lockout (a 422-shaped
 * body with `errors.email` and no header). `retryAfter` is in seconds, null when unknown.
 */
export class TooManyRequestsError extends ApiError {
  readonly retryAfter: number | null;
  readonly errors: Record<string, string[]>;

  constructor(body: ApiErrorBody = {}, retryAfter: number | null = null, statusText = '') {
    super(429, body, firstFieldMessage(body.errors) ?? (nonEmpty(body.message) || 'Too Many Attempts.'), statusText);
    this.name = 'TooManyRequestsError';
    this.retryAfter = retryAfter;
    this.errors = body.errors ?? {};
  }
}

/** 500. The dialog is titled with the status text (dialogs.ts); the body (a trace in debug mode) is never shown. */
export class ServerError extends ApiError {
  constructor(body: ApiErrorBody = {}, statusText = '') {
    super(500, body, texts.serverError.text, statusText);
    this.name = 'ServerError';
  }
}

/** 503 maintenance. `retryAfter` (seconds) is kept when `php artisan down --retry=N` sent it. */
export class MaintenanceError extends ApiError {
  readonly retryAfter: number | null;

  constructor(body: ApiErrorBody = {}, retryAfter: number | null = null, statusText = '') {
    super(503, body, texts.maintenance.text, statusText);
    this.name = 'MaintenanceError';
    this.retryAfter = retryAfter;
  }
}

/** The request never got an answer (offline, DNS, CORS refusal). Status 0 by convention. */
export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super(0, {}, texts.network);
    this.name = 'NetworkError';
    this.cause = cause;
  }
}

/** The errors that open a dialog. */
export type DialogError = TooManyRequestsError | ServerError | MaintenanceError;

export function isDialogError(error: unknown): error is DialogError {
  return error instanceof TooManyRequestsError || error instanceof ServerError || error instanceof MaintenanceError;
}

export type ApiErrorListener = (error: ApiError) => void;

export interface ApiErrorStream {
  /** The dialog currently shown, or null. Only dismissApiError() clears it. */
  readonly $apiError: ReadableAtom<DialogError | null>;
  onApiError(listener: ApiErrorListener): () => void;
  /** Returns false when the error was swallowed (a 429 while a 429 dialog is open). */
  emitApiError(error: ApiError): boolean;
  dismissApiError(): void;
}

/** A fresh stream; the app uses the shared one below, tests build their own. */
export function createApiErrorStream(): ApiErrorStream {
  const $apiError = atom<DialogError | null>(null);
  const listeners = new Set<ApiErrorListener>();
  return {
    $apiError,
    onApiError(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emitApiError(error) {
      // docs/spec.md §8: only one 429 dialog at a time; a burst of throttled calls must not stack dialogs.
      if (error instanceof TooManyRequestsError && $apiError.get() instanceof TooManyRequestsError) return false;
      if (isDialogError(error)) $apiError.set(error);
      for (const listener of [...listeners]) listener(error);
      return true;
    },
    dismissApiError() {
      $apiError.set(null);
    },
  };
}

export const apiErrors: ApiErrorStream = createApiErrorStream();
export const $apiError = apiErrors.$apiError;
export const onApiError = apiErrors.onApiError;
export const emitApiError = apiErrors.emitApiError;
export const dismissApiError = apiErrors.dismissApiError;

/** docs/spec.md §5: the body's `error` field, else the first message of the first field, else `message`. */
export function validationMessage(body: ApiErrorBody): string {
  return (
    nonEmpty(body.error) || firstFieldMessage(body.errors) || nonEmpty(body.message) || 'The given data was invalid.'
  );
}

/**
 * One line for a toast. Texts of our own go through `translate` (i18n's t) when given; server
 * texts are shown as sent, except raw 404 texts ("No query results for model [App\\Models\\Post] 9").
 */
export function messageOf(error: unknown, translate?: (key: string) => string): string {
  const own = (key: string, english: string) => (translate ? translate(key) : english);
  if (error instanceof NetworkError) return own('core.errors.network', error.message);
  if (error instanceof ServerError) return own('core.errors.serverError.text', error.message);
  if (error instanceof MaintenanceError) return own('core.errors.maintenance.text', error.message);
  if (error instanceof ApiError)
    return error.status === 404 ? own('core.errors.notFound', 'Not found.') : error.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

function firstFieldMessage(errors: ApiErrorBody['errors']): string | undefined {
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m !== '') : undefined;
    if (first) return first;
  }
  return undefined;
}

function nonEmpty(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * How long the server asked a client to wait before asking again (docs/spec.md §8): a 429's
 * Retry-After in seconds; null when it did not say (or the error is another kind).
 */
export function waitAsked(error: unknown): number | null {
  if (!(error instanceof TooManyRequestsError)) return null;
  const seconds = error.retryAfter;
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
