// The one line a toast or a panel shows for an error (docs/spec.md §8). A file of its own: the login
// form and the dialogs word their errors themselves, so the login screen loads it only with the
// parts that need it (the wallet sign-in) (issue 16).
import { ApiError, MaintenanceError, NetworkError, ServerError } from './errors.ts';

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
