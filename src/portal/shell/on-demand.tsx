// The shell's parts that the first screen of a guest does not show, loaded when they are first
// needed (/login downloads only what the login screen needs): the members' layout and
// its companions (ghost banner, client-update dialog, push registration) once a member is signed
// in, the error dialog once an API error is there. (The toast region stays in the entry: a live
// region must be in the page before its first message, or screen readers do not announce it.)
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { $apiError } from '../../core/api/errors.ts';
import { $session } from '../../core/session/session.ts';
import { $confirmation } from '../../core/session/confirmation.ts';
import { withMemberTexts } from '../../modules/common/index.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useAfterFirstScreen } from '../router/first-commit.ts';
import { lazyLoaded } from '../router/page.tsx';

// The members' layout chunk (sidebar, top bar, footer, member dialogs) with the members' part of the
// common texts, asked for on first use or by main.tsx before the first render of a member's screen.
let appLayout: ReturnType<typeof lazyLoaded> | null = null;
function appLayoutChunk() {
  return (appLayout ??= lazyLoaded(() =>
    withMemberTexts(import('../layouts/app-layout.tsx')).then((module) => module.AppLayout),
  ));
}

/** Starts loading the members' layout; resolves once it is there (or failed). */
export function preloadAppLayout(): Promise<unknown> {
  return appLayoutChunk().ready;
}
const LazyMemberParts = lazy(() => withMemberTexts(import('./member-parts.tsx')));
const LazyApiErrorDialog = lazy(() => import('./api-error-dialog.tsx'));
const LazyConfirmationDialog = lazy(() => import('./confirmation-dialog.tsx'));

/** The members' layout, in a Suspense boundary of its own (rendered in place once loaded). */
export function AppLayout({ children }: { children: ReactNode }) {
  const Layout = appLayoutChunk().component;
  return (
    <Suspense fallback={null}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}

/** Ghost banner, client-update dialog and push registration: only while a member is signed in. */
export function MemberParts({ routeName }: { routeName: string | null }) {
  const { isLoggedIn } = useStore($session);
  const now = useAfterFirstScreen(); // loaded after the first screen's commit (router/first-commit.ts)
  if (!isLoggedIn || !now) return null;
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
  // Not while a prerendered screen hydrates (it was built without the dialog): right after.
  const hydrated = useHydrated();
  if (error && hydrated && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyApiErrorDialog />
    </Suspense>
  );
}

/** The fresh confirmation a payout change asks for (docs/threats.md T27), loaded when first asked. */
export function ConfirmationDialog() {
  const state = useStore($confirmation);
  const [needed, setNeeded] = useState(false);
  if (state && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmationDialog />
    </Suspense>
  );
}
