// Entry of the portal bundle: wire the runtime, wait for the common texts, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startPortalRuntime } from './runtime.ts';

const portal = startPortalRuntime();
void portal.ready.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
