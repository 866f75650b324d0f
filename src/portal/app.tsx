// The portal: wouter in history mode with base '/', and on every navigation the route guard
// (router/resolve.ts), scroll to top, page title and page view. Pages load lazily inside the
// layout their route asks for; a page that breaks shows Error500 in its place.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { dismissApiError } from '../core/api/errors.ts';
import { routeLayout, type ModuleRegistry } from '../core/modules.ts';
import { $session, onLock, rememberPath } from '../core/session/session.ts';
import { CardLayout } from './layouts/card-layout.tsx';
import { PageSpinner } from './layouts/page-spinner.tsx';
import { ApiErrorDialog, AppLayout, ConfirmationDialog, MemberParts } from './shell/on-demand.tsx';
import { CommonToaster } from '../modules/common/components/toaster.tsx';
import Error500 from './pages/error500.tsx';
import { RegistryContext, useRegistry } from './registry-context.ts';
import { ErrorBoundary } from './router/error-boundary.tsx';
import { pageOf } from './router/page.tsx';
import { homePath, resolveRoute, type Resolution } from './router/resolve.ts';
import { $staffSignedIn } from './router/permissions.ts';
import { hasStaffArea, STAFF_HOME } from './first-screen.ts';
import { PageView, useDocumentTitle, useScrollToTop } from './router/route-effects.tsx';

// Status pages a first screen rarely is: chunks of their own. Error500 stays in the entry (it
// stands in when a chunk fails to load).
const Notfound = lazy(() => import('./pages/notfound.tsx'));
const Unavailable = lazy(() => import('./pages/unavailable.tsx'));

/** docs/spec.md §2: history mode with base path '/' (wouter spells the root base as ''). */
export const BASE_PATH = '/';
const routerBase = BASE_PATH.replace(/\/+$/, '');

export interface AppProps {
  /** The registry the portal renders from (THE portal registry, src/portal/modules.ts; tests build their own). */
  registry: ModuleRegistry;
  /**
   * Given when `registry` holds only a guest's first screens (src/portal/first-screen.ts): loads the
   * whole registry, which takes over once a path outside it or a signed-in member needs it.
   */
  loadFullRegistry?: () => Promise<ModuleRegistry>;
  /**
   * Given in the portal (first-screen.ts loadStaffRegistry): loads the registry with the staff area
   * when a staff member signs in after the registry in use was loaded without it (docs/spec.md §10).
   */
  loadStaffRegistry?: () => Promise<ModuleRegistry>;
}

export function App({ registry, loadFullRegistry, loadStaffRegistry }: AppProps) {
  const [whole, setWhole] = useState<ModuleRegistry | null>(loadFullRegistry ? null : registry);
  const [failed, setFailed] = useState(false);
  const widen = () => {
    loadFullRegistry!().then(setWhole, () => setFailed(true));
  };
  const staff = useStore($staffSignedIn);
  const current = whole ?? registry;
  const staffPending = staff && whole !== null && loadStaffRegistry !== undefined && !hasStaffArea(current);
  useEffect(() => {
    if (staffPending) loadStaffRegistry!().then(setWhole, () => setFailed(true));
  }, [staffPending, loadStaffRegistry]);
  return (
    <RegistryContext.Provider value={current}>
      <Router base={routerBase}>
        {whole ? (
          <StaffArea pending={staffPending} failed={failed}>
            <Shell />
          </StaffArea>
        ) : (
          <FirstScreens onWider={widen} failed={failed}>
            <Shell />
          </FirstScreens>
        )}
      </Router>
    </RegistryContext.Provider>
  );
}

/** A staff page waits for the staff area's definitions (the page spinner meanwhile); other pages do not. */
function StaffArea({ pending, failed, children }: { pending: boolean; failed: boolean; children: ReactNode }) {
  const [path] = useLocation();
  if (!pending || (path !== STAFF_HOME && !path.startsWith(`${STAFF_HOME}/`))) return children;
  return <CardLayout>{failed ? <Error500 /> : <PageSpinner />}</CardLayout>;
}

/**
 * The first screens' registry knows only their paths: another path, or a member signed in (whose
 * home and guard need every module), waits for the whole registry, with the page spinner meanwhile.
 */
function FirstScreens({ onWider, failed, children }: { onWider: () => void; failed: boolean; children: ReactNode }) {
  const registry = useRegistry();
  const [path] = useLocation();
  const { isLoggedIn } = useStore($session);
  const wider = isLoggedIn || !registry.routeForPath(path);
  useEffect(() => {
    if (wider) onWider();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once when the path needs the whole registry; the parent passes a new onWider with each render
  }, [wider]);
  if (!wider) return children;
  return <CardLayout>{failed ? <Error500 /> : <PageSpinner />}</CardLayout>;
}

function Shell() {
  const registry = useRegistry();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useStore($session);
  const routeSession = { isLoggedIn: session.isLoggedIn, user: session.user };
  const resolution = resolveRoute({ registry, path, search, session: routeSession });

  useScrollToTop(path);
  useDocumentTitle(
    resolution.kind === 'page'
      ? resolution.title
      : resolution.kind === 'notfound'
        ? 'common.pages.notfound'
        : resolution.kind === 'unavailable'
          ? 'common.pages.unavailable'
          : null,
  );

  const redirect = resolution.kind === 'redirect' ? resolution : null;
  const shown = useRef({ path, isLoggedIn: session.isLoggedIn });
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { path, isLoggedIn: session.isLoggedIn };
    if (!redirect) return;
    // A logout (in this tab or another) on the page shown is not a deep link to come back to.
    const loggedOutHere = before.path === path && before.isLoggedIn && !session.isLoggedIn;
    if (redirect.remember && !loggedOutHere) rememberPath(redirect.remember);
    navigate(redirect.to, { replace: true });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `redirect` is a new object each render: it runs when where it leads changes
  }, [redirect?.to, redirect?.remember, path, session.isLoggedIn]);

  // docs/spec.md §4: a lock (expired token, 401, another tab) closes the dialogs, remembers where the
  // member was and goes to Lock (Login when no login mail is stored).
  const here = useRef(path);
  here.current = search ? `${path}?${search}` : path;
  useEffect(
    () =>
      onLock(() => {
        dismissApiError();
        rememberPath(here.current);
        navigate($session.get().loginMail ? '/lock' : '/login');
      }),
    [navigate],
  );

  // Another member took over this browser (ghost mode entered or left, another tab): start at home.
  const userId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const previousUser = useRef(userId);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = userId;
    if (before !== null && userId !== null && before !== userId) navigate(homePath(registry, routeSession));
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- only a change of member starts at home
  }, [userId]);

  return (
    <>
      <MemberParts routeName={resolution.kind === 'page' ? resolution.route.name : null} />
      <Content resolution={resolution} path={path} />
      <ApiErrorDialog />
      <ConfirmationDialog />
      <CommonToaster />
    </>
  );
}

/** The modules whose settings pages the settings frame lists, in a stable order. */
const settingsModules = (registry: ModuleRegistry) =>
  [...new Set(registry.settingsPages().map((p) => p.module))].sort();

function Content({ resolution, path }: { resolution: Resolution; path: string }) {
  const registry = useRegistry();
  const { isLoggedIn } = useStore($session);
  if (resolution.kind === 'redirect') return null;
  if (resolution.kind === 'notfound') {
    // A member keeps the sidebar and top bar: the way on is one tap away.
    const Layout = isLoggedIn ? AppLayout : CardLayout;
    return (
      <Layout>
        <Suspense fallback={<PageSpinner />}>
          <Notfound />
        </Suspense>
      </Layout>
    );
  }
  if (resolution.kind === 'unavailable') {
    const Layout = routeLayout(resolution.route) === 'app' ? AppLayout : CardLayout;
    return (
      <Layout>
        <Suspense fallback={<PageSpinner />}>
          <Unavailable route={resolution.route} />
        </Suspense>
      </Layout>
    );
  }
  const { route, params, settingsPage, title } = resolution;
  // The settings frame names every settings page in its tabs: their modules' texts first (a deep
  // link to one settings page would otherwise show the others' tabs as keys).
  const Page = pageOf(registry, route, settingsPage ? settingsModules(registry) : undefined);
  const Layout = routeLayout(route) === 'app' ? AppLayout : CardLayout;
  return (
    <Layout>
      <ErrorBoundary key={path} fallback={<Error500 />}>
        <Suspense fallback={<PageSpinner />}>
          <Page params={params} />
          <PageView key={path} path={path} titleKey={title} />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
