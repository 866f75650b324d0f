// What went wrong in a sign-in step, as data the view translates (the portal's login page and the
// widgets' compact sign-in word it differently). 422 field errors go next to their fields instead.
import { ApiError, NetworkError, TooManyRequestsError, UnauthenticatedError, ValidationError } from '../api/errors.ts';
import type { Form } from '../validation.ts';

export type SignInProblem =
  /** 429: login lockout, too many codes; `retryAfter` in seconds when the server said. */
  | { code: 'throttled'; retryAfter: number | null }
  /** The pending token of the verification step ran out: enter the password again. */
  | { code: 'expired' }
  /** No answer from the server. */
  | { code: 'network' }
  /** The server refused with a reason that belongs to no visible field (text as sent). */
  | { code: 'rejected'; text: string }
  /** Anything else (500, 503, a wallet error...); `text` is for the curious, not a field. */
  | { code: 'failed'; text: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = Form<any>;

/**
 * Puts a 422's messages next to the fields `form` has and turns the rest into a problem.
 * Returns the problem to show (null when every message found its field).
 */
export function applyError(error: unknown, form: AnyForm | null): SignInProblem | null {
  if (error instanceof ValidationError) {
    const fields = form ? Object.keys(form.$values.get()) : [];
    const own: Record<string, string[]> = {};
    let other: string | undefined;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fields.includes(field)) own[field] = messages;
      else other ??= messages.find((m) => typeof m === 'string' && m !== '');
    }
    if (form && Object.keys(own).length > 0) form.setServerErrors(own);
    if (other !== undefined) return { code: 'rejected', text: other };
    return Object.keys(own).length > 0 ? null : { code: 'rejected', text: error.message };
  }
  if (error instanceof TooManyRequestsError) return { code: 'throttled', retryAfter: error.retryAfter };
  if (error instanceof UnauthenticatedError) return { code: 'expired' };
  if (error instanceof NetworkError) return { code: 'network' };
  if (error instanceof ApiError) return { code: 'failed', text: error.message };
  return { code: 'failed', text: error instanceof Error ? error.message : String(error) };
}
