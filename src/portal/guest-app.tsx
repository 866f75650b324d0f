// A guest's first screen when it is an account screen (Login, Register, Recover, Reset password,
// Lock: docs/spec.md §2), as an app of its own (docs/architecture.md decision 14): those screens'
// routes in the guest card, the toasts and the error dialog; no member router, layout or module
// registry. The build prerenders it (prerender.tsx), guest.tsx hydrates it. A path outside these
// screens (the Dashboard after signing in) is a document of the whole portal (main.tsx).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useMemo } from 'react';
import { Router, useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { navigate as pushLocation, useBrowserLocation } from 'wouter/use-browser-location';
import { guardOf } from '../core/modules.ts';
import { guardRoute } from '../core/session/redirect.ts';
import { $session } from '../core/session/session.ts';
import { TreeIdsRoot } from '../ui/use-id.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CommonToaster } from '../modules/common/components/toaster.tsx';
import { firstScreenRegistry } from './first-screen.ts';
import { CardLayout } from './layouts/card-layout.tsx';
import { PageSpinner } from './layouts/page-spinner.tsx';
import Error500 from './pages/error500.tsx';
import { RegistryContext } from './registry-context.ts';
import { ErrorBoundary } from './router/error-boundary.tsx';
import { pageOf } from './router/page.tsx';
import { PageView, useDocumentTitle } from './router/route-effects.tsx';
import { ApiErrorDialog } from './shell/on-demand.tsx';

export interface GuestAppProps {
  /** The path rendered on the server (the build's prerendering); the browser's own otherwise. */
  ssrPath?: string;
  /** Where a path outside these screens is opened: a document load of the whole portal. */
  leave?: (path: string, options?: { replace?: boolean }) => void;
  /** Called once the screen is committed (hydrated, in the browser). */
  onHydrated?: () => void;
}

const openDocument = (path: string, { replace = true } = {}) =>
  replace ? window.location.replace(path) : window.location.assign(path);

/**
 * wouter's browser location, but a navigation to a path outside these screens (the Dashboard after
 * signing in, a remembered page) opens that document at once: no history entry the app cannot show.
 */
function guestLocation(leave: NonNullable<GuestAppProps['leave']>): BaseLocationHook {
  const navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => {
    if (firstScreenRegistry.routeForPath(to))
      pushLocation(to, { replace: options?.replace, state: options?.state ?? null });
    else leave(to, { replace: options?.replace });
  };
  return (router?: Parameters<typeof useBrowserLocation>[0]) => [useBrowserLocation(router)[0], navigate];
}

export function GuestApp({ ssrPath, leave = openDocument, onHydrated }: GuestAppProps) {
  const hook = useMemo(() => guestLocation(leave), [leave]);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen is first committed
  useEffect(() => onHydrated?.(), []);
  return (
    <TreeIdsRoot>
      <RegistryContext.Provider value={firstScreenRegistry}>
        <Router hook={hook} ssrPath={ssrPath}>
          <GuestScreen leave={leave} />
          <ApiErrorDialog />
          <CommonToaster />
        </Router>
      </RegistryContext.Provider>
    </TreeIdsRoot>
  );
}

function GuestScreen({ leave }: { leave: (path: string) => void }) {
  const [path] = useLocation();
  const search = useSearch();
  const { isLoggedIn } = useStore($session);
  // The prerendered screen is a guest's: the stored session decides once the script took over.
  const hydrated = useHydrated();
  const found = firstScreenRegistry.routeForPath(path);
  const guard =
    found && hydrated ? guardRoute({ route: guardOf(found.route), path, search, session: { isLoggedIn } }) : {};
  const elsewhere = !found ? (search ? `${path}?${search}` : path) : guard.redirect;
  useDocumentTitle(found ? found.route.title : null);
  useEffect(() => {
    if (elsewhere) leave(elsewhere);
  }, [elsewhere, leave]);
  if (!found || elsewhere) {
    return (
      <CardLayout>
        <PageSpinner />
      </CardLayout>
    );
  }
  const Page = pageOf(firstScreenRegistry, found.route);
  return (
    <CardLayout>
      <ErrorBoundary key={path} fallback={<Error500 />}>
        <Suspense fallback={<PageSpinner />}>
          <Page params={found.params} />
          <PageView key={path} path={path} titleKey={found.route.title} />
        </Suspense>
      </ErrorBoundary>
    </CardLayout>
  );
}
