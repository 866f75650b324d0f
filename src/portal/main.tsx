// Entry of the portal bundle: wire the runtime, wait for the common texts, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { portalRegistry } from './modules.ts';
import { startPortalRuntime } from './runtime.ts';

const portal = startPortalRuntime();
// The current route's page (a chunk of its own) loads while the texts and GET config do, not
// after the first render's wait: on a slow device that was one more round of fetch and compile.
void portalRegistry
  .routeForPath(location.pathname)
  ?.route.load()
  .catch(() => {});
void portal.ready.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
