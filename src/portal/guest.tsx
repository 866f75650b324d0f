// Entry of a guest's account screen (guest-app.tsx): the document arrives prerendered in the
// language the server chose (docs/spec.md §4 applied to Accept-Language), with its stylesheet, so
// the form is on screen and takes typing before this runs. Here the screen is hydrated in that same
// language, then switched to the member's own choice (a saved language, or the browser's) if it is
// another; what was typed meanwhile stays (ui/field-shell.tsx). Built with preact/compat for React
// (rollup.config.mjs guestConfig: docs/architecture.md decision 14).
import './router/preload-chunks.ts'; // first: lazy imports call it (build/rollup/portal-output.mjs)
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import {
  loadMessages,
  loadOnDemand,
  normaliseLanguage,
  registerMessages,
  setLocale,
  $locale,
} from '../core/i18n/i18n.ts';
import { createClientRuntime, installRuntime } from '../core/runtime.ts';
import { $session } from '../core/session/session.ts';
import { trackPageView } from '../core/tracking-calls.ts';
import { commonModule } from '../modules/common/index.ts';
import { firstScreenRegistry } from './first-screen.ts';
import { GuestApp } from './guest-app.tsx';
import { preloadPage } from './router/page.tsx';
import { portalLanguage, readApiBase, tracksAnything } from './runtime.ts';
import { stylesLinked } from './styles.ts';

const runtime = createClientRuntime({ baseURL: readApiBase(), navigate: (path) => navigate(path) });
installRuntime(runtime);
// The first screen's sheets came with the document (<link rel="stylesheet">); parts loaded later
// adopt theirs after them.
stylesLinked(document);
registerMessages(commonModule.id, commonModule.messages!);
// The screens' tables are complete in both languages (typed against the English one): a German
// page loads the German texts alone, not the English fallback beside them.
loadOnDemand();

const container = document.getElementById('root')!;
const prerendered = container.firstElementChild !== null;
const documentLanguage = normaliseLanguage(document.documentElement.lang);
const found = firstScreenRegistry.routeForPath(location.pathname);

// GET config (the club's name, its tracking) is not waited for: the prerendered screen has neither.
void runtime
  .loadClientConfig()
  .then(async ({ analytics }) => {
    if (!tracksAnything(analytics)) return;
    const { startTracking } = await import('./tracking/start-tracking.ts');
    startTracking(analytics, $session);
    // The screen's page view happened before the tracker was there.
    trackPageView(location.pathname, document.title);
  })
  .catch(() => {
    // without GET config the screen works as prerendered; an error dialog says why (500, 503)
  });

/** After hydration: the member's own language, and from then on each change of the saved one. */
function followLanguage() {
  const apply = (saved: string | null) => {
    const chosen = portalLanguage(saved);
    if (chosen !== $locale.get()) void setLocale(chosen);
  };
  apply($session.get().language);
  $session.listen(({ language }) => apply(language));
}

/**
 * Once the form is usable: the files of the members' shell (the first screen after signing in, a
 * document of the whole portal) fetched at the browser's idle priority, so signing in does not wait
 * for React. The build names them (build/rollup/prerender.mjs club:after).
 */
function prefetchMembersShell() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="club:after"]')?.content ?? '';
  for (const href of files.split(',').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

const app = (
  <StrictMode>
    <GuestApp
      onHydrated={() => {
        followLanguage();
        prefetchMembersShell();
      }}
    />
  </StrictMode>
);
// The screen's language first (no table is loaded yet: it switches at once), then its tables in
// it: the common texts (the language menu, the footer) and the page's. Loaded on demand, a
// language switch later loads only the tables asked for so far; asked before the switch, the
// page's came in English.
void setLocale(prerendered ? documentLanguage : portalLanguage($session.get().language))
  .catch(() => {})
  .then(() =>
    Promise.all([
      loadMessages([commonModule.id]).catch(() => {}),
      found ? preloadPage(firstScreenRegistry, found.route) : null,
    ]),
  )
  .then(() => {
    if (!prerendered) {
      createRoot(container).render(app);
      return;
    }
    // Built with preact/compat (rollup.config.mjs guestConfig), which takes the prerendered elements
    // over as they are, attributes included: what differs from the HTML renders after hydration
    // (ui/use-hydrated.ts), ids are counted per root (ui/use-id.ts TreeIdsRoot).
    hydrateRoot(container, app);
  });
