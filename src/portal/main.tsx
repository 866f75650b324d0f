// Entry of the portal bundle: wire the runtime, wait for the common texts, render.
import './router/preload-chunks.ts'; // first: lazy imports call it (build/rollup/portal-output.mjs)
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeLayout } from '../core/modules.ts';
import { $session } from '../core/session/session.ts';
import { App } from './app.tsx';
import { portalRegistry } from './modules.ts';
import { startPortalRuntime } from './runtime.ts';
import { preloadAppLayout } from './shell/on-demand.tsx';
import { preloadPage } from './router/page.tsx';

const portal = startPortalRuntime();
// The current route's page (a chunk of its own, with its texts) and, on a member's screen, the
// members' layout load while the texts and GET config do, and the first render waits for them
// too: it then shows the screen in one go, instead of a frame whose parts suspend and appear
// later (issue 16: the Dashboard's heading and card frames in the first render).
// A route the guard will turn away (a guest on a member's page, a member on Login) is not waited for.
const signedIn = $session.get().isLoggedIn;
const found = portalRegistry.routeForPath(location.pathname)?.route;
const first = found && (found.access === 'public' || (found.access === 'auth') === signedIn) ? found : null;
const chunks = [
  first ? preloadPage(portalRegistry, first) : null,
  first && signedIn && routeLayout(first) === 'app' ? preloadAppLayout() : null,
];
void Promise.all([portal.ready, ...chunks]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
