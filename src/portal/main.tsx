// Entry of the portal bundle: wire the runtime, wait for the common texts, render.
import './router/preload-chunks.ts'; // first: lazy imports call it (build/rollup/portal-output.mjs)
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeLayout } from '../core/modules.ts';
import { $session } from '../core/session/session.ts';
import { App } from './app.tsx';
import { firstScreenRegistry, loadPortalRegistry, loadStaffRegistry } from './first-screen.ts';
import { startPortalRuntime } from './runtime.ts';
import { preloadAppLayout } from './shell/on-demand.tsx';
import { preloadPage } from './router/page.tsx';
import Error500 from './pages/error500.tsx';
import { startOffline } from './offline.ts';
import { expectDashboardCards, startDashboardCards } from './pages/dashboard-early.ts';
import { DASHBOARD_ROUTE } from './router/resolve.ts';
import { firstCommit, firstScreenShownWhen } from './router/first-commit.ts';
import { holdUntilFirstScreen } from '../core/first-screen.ts';

const portal = startPortalRuntime();
startOffline(loadPortalRegistry, $session);
// A guest on one of the account screens renders from their routes alone (first-screen.ts); any
// other first screen waits for every module's definition (docs/architecture.md decision 14).
const signedIn = $session.get().isLoggedIn;
const firstOnly = !signedIn && firstScreenRegistry.routeForPath(location.pathname) !== undefined;
const registryLoad = firstOnly ? Promise.resolve(firstScreenRegistry) : loadPortalRegistry();
// A signed-in member's screens render in the members' layout (all but a few card screens): it
// loads beside the modules' definitions, not after them (one step less before the
// Dashboard's first render).
const layout = signedIn ? preloadAppLayout() : null;
const root = createRoot(document.getElementById('root')!);
// What the first screen does not show (the top bar's module items, the members' companions, the
// realtime connection) waits until it shows what it is for: the Dashboard's cards with their data.
let firstScreen: (shown: Promise<unknown>) => void = () => {};
holdUntilFirstScreen(firstScreenShownWhen(new Promise((resolve) => (firstScreen = resolve))));
void registryLoad.then(
  (registry) => {
    // The current route's page (a chunk of its own, with its texts) and, on a member's screen, the
    // members' layout load while the texts and GET config do, and the first render waits for them
    // too: it then shows the screen in one go, instead of a frame whose parts suspend and appear
    // later (the Dashboard's heading and card frames in the first render).
    // A route the guard will turn away (a guest on a member's page, a member on Login) is not waited for.
    const found = registry.routeForPath(location.pathname)?.route;
    const first = found && (found.access === 'public' || (found.access === 'auth') === signedIn) ? found : null;
    const chunks = [
      first ? preloadPage(registry, first) : null,
      first && signedIn && routeLayout(first) === 'app' ? layout : null,
    ];
    const dashboard = first?.name === DASHBOARD_ROUTE && signedIn;
    if (dashboard) expectDashboardCards();
    return Promise.all([portal.ready, ...chunks]).then(() => {
      root.render(
        <StrictMode>
          <App
            registry={registry}
            loadFullRegistry={firstOnly ? loadPortalRegistry : undefined}
            loadStaffRegistry={loadStaffRegistry}
          />
        </StrictMode>,
      );
      // The Dashboard's cards start after its first commit as before (started with the page or the
      // render, they held the heading back), their data before their code (pages/dashboard-early.ts).
      firstScreen(dashboard ? firstCommit().then(() => startDashboardCards(registry)) : Promise.resolve());
    });
  },
  // Without the modules' definitions there is no screen to show but the error page.
  () => {
    firstScreen(Promise.resolve());
    root.render(<Error500 />);
  },
);
