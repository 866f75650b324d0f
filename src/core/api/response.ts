// The answer side of the HTTP client (api.ts): a 2xx body parsed as JSON, and a non-2xx answer
// turned into the typed error of docs/spec.md §8 (errors.ts) with its Retry-After wait.
import {
  ApiError,
  MaintenanceError,
  ServerError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from './errors.ts';
import type { ApiErrorBody } from '../types.ts';

/** `Retry-After` as delta-seconds or an HTTP-date (RFC 9110 §10.2.3), in whole seconds from now. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export function errorFor(response: Response, body: ApiErrorBody, now: number): ApiError {
  const { status, statusText } = response;
  switch (status) {
    case 401:
      return new UnauthenticatedError(body, statusText);
    case 422:
      return new ValidationError(body, statusText);
    case 429:
      // Fortify's lockout sends no header; its text says "... try again in 57 seconds."
      return new TooManyRequestsError(
        body,
        parseRetryAfter(response.headers.get('Retry-After'), now) ?? secondsInText(body),
        statusText,
      );
    case 500:
      return new ServerError(body, statusText);
    case 503:
      return new MaintenanceError(body, parseRetryAfter(response.headers.get('Retry-After'), now), statusText);
    default:
      return new ApiError(status, body, undefined, statusText);
  }
}

function secondsInText(body: ApiErrorBody): number | null {
  const texts = [...Object.values(body.errors ?? {}).flat(), body.message ?? ''];
  for (const text of texts) {
    const match = /(\d+)\s*(?:seconds?|sekunden?)\b/i.exec(String(text));
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * The data of a 2xx answer as ofetch read it (JSON parsed for a JSON type): undefined for an empty
 * one (204, or Fortify's `200 ""`); an HTML page or JSON that would not parse is not data.
 */
export function successData(response: Response & { _data?: unknown }): unknown {
  const data = response._data;
  if (data === undefined || data === '') return undefined;
  const type = response.headers.get('Content-Type');
  if (type && !isJsonType(type)) {
    throw new ApiError(
      response.status,
      {},
      `Unexpected ${type.split(';')[0]} answer from the server.`,
      response.statusText,
    );
  }
  if (typeof data === 'string')
    throw new ApiError(response.status, {}, 'The server sent invalid JSON.', response.statusText);
  return data;
}

/** An error answer's body as ofetch read it: a JSON object, or nothing (an HTML error page from a proxy). */
export function parseErrorBody(data: unknown): ApiErrorBody {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as ApiErrorBody) : {};
}

function isJsonType(contentType: string): boolean {
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === 'application/json' || mime.endsWith('+json');
}
