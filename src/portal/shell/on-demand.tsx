// The shell's parts that the first screen of a guest does not show, loaded when they are first
// needed (issue 16: /login downloads only what the login screen needs): the members' layout and
// its companions (ghost banner, client-update dialog, push registration) once a member is signed
// in, the error dialog once an API error is there. (The toast region stays in the entry: a live
// region must be in the page before its first message, or screen readers do not announce it.)
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { $apiError } from '../../core/api/errors.ts';
import { $session } from '../../core/session/session.ts';

/** The members' layout chunk (sidebar, top bar, footer, member dialogs); main.tsx preloads it for a member. */
export const loadAppLayout = () => import('../layouts/app-layout.tsx');

const LazyAppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));
const LazyMemberParts = lazy(() => import('./member-parts.tsx'));
const LazyApiErrorDialog = lazy(() => import('./api-error-dialog.tsx'));

/** The members' layout, in a Suspense boundary of its own: the page's chunk loads beside it. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyAppLayout>{children}</LazyAppLayout>
    </Suspense>
  );
}

/** Ghost banner, client-update dialog and push registration: only while a member is signed in. */
export function MemberParts({ routeName }: { routeName: string | null }) {
  const { isLoggedIn } = useStore($session);
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazyMemberParts routeName={routeName} />
    </Suspense>
  );
}

/** The error dialog of docs/spec.md §8, loaded with the first error it shows. */
export function ApiErrorDialog() {
  const error = useStore($apiError);
  const [needed, setNeeded] = useState(false);
  if (error && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyApiErrorDialog />
    </Suspense>
  );
}
