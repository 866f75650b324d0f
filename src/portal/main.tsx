// Entry of the portal bundle: wire the runtime, wait for the common texts, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeLayout } from '../core/modules.ts';
import { $session } from '../core/session/session.ts';
import { App } from './app.tsx';
import { portalRegistry } from './modules.ts';
import { startPortalRuntime } from './runtime.ts';
import { loadAppLayout } from './shell/on-demand.tsx';

const portal = startPortalRuntime();
// The current route's page (a chunk of its own) loads while the texts and GET config do, not
// after the first render's wait: on a slow device that was one more round of fetch and compile.
// A member's screen also needs the members' layout: it loads beside the page, not after it.
const first = portalRegistry.routeForPath(location.pathname)?.route;
void first?.load().catch(() => {});
if (first && routeLayout(first) === 'app' && $session.get().isLoggedIn) void loadAppLayout().catch(() => {});
void portal.ready.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
