// Error reporting through @sentry/browser (docs/spec.md §7, docs/contracts.md §7.6): the one file the
// library enters by. start-tracking.ts imports it only when GET config names a DSN, so it is a chunk
// of its own that no page without Sentry ever loads.
import { captureException, init, setContext, setUser } from '@sentry/browser';
import type { ErrorHub } from '../../core/tracking.ts';

export function startSentry(dsn: string): ErrorHub {
  // The user context is set by core/tracking.ts (id, name, email, IP, as docs/spec.md §7 lists).
  init({ dsn });
  return { setUser, setContext, captureException };
}
