// Shared setup of the happy-dom projects. It runs before every test file; the files of a worker
// share one window and one module graph (isolate: false, vitest.config.ts), so what a browser
// would not carry from one page to the next is reset here.
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, vi } from 'vitest';
import { FALLBACK_LANGUAGE, setLocale } from '../../src/core/i18n/i18n.ts';
import { session } from '../../src/core/session/session.ts';
import { clearToasts } from '../../src/ui/toasts.ts';
import { notifications } from '../../src/modules/notifications/store.ts';
import { realtimeRetainers } from '../../src/core/realtime/index.ts';
import { shownFetcherKeys } from '../../src/core/resource/resource.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// The language is the client's one locale (src/core/i18n/i18n.ts): a file that ends in German
// (a German test that failed, or one that never switched back) must not start the next in German.
// The page's session is one store too: a file that ends signed in must not start the next signed in
// (a fresh page reads the cleared localStorage: nobody).
// Both are persisted: the storage is cleared after them, or the next file's first test would read
// what they wrote.
// The toasts are one store as well (tests/ui/toasts.test.ts counts the ones it showed).
// The page's notifications unmount 1 s after their last listener (nanostores): a file's last bell
// kept retainRealtime's count and the store mounted into the next file (retain.test.ts,
// notifications/store.test.ts); cleaned at once and emptied, as tests/embed/world.ts does per test.
// Other stores that hold the connection (chat, the wallet's live updates) are let go the way a page
// lets them go: the file ends once their delayed unmount has released it, else the next file's first
// retainRealtime() found the count above 0 and never loaded GET config (seen under load).
// Likewise a fetcher's key (src/core/resource/resource.ts) still shown after the file: the next
// file's session.login() made it fetch again, for a page gone and with no client installed.
afterAll(async () => {
  cleanStores(notifications.$notifications, notifications.$unreadCount);
  notifications.reset();
  await vi.waitFor(
    () => {
      if (realtimeRetainers() > 0) throw new Error(`${realtimeRetainers()} stores still hold the realtime connection`);
      const shown = shownFetcherKeys();
      if (shown.length > 0) throw new Error(`fetcher keys still shown after the file: ${shown.join(', ')}`);
    },
    { timeout: 5_000, interval: 20 },
  );
  clearToasts();
  session.logout();
  await setLocale(FALLBACK_LANGUAGE);
  localStorage.clear();
  sessionStorage.clear();
});

// A browser saves the target of a link with a `download` attribute and stays on the page; happy-dom
// follows every clicked link (window.open(href, '_self')), so a test that saves a PDF through
// src/core/pdf.ts moved the shared window to a blob: URL and broke history for the files after it.
// Registered once per window: the listener runs after the page's own, as a browser's default would.
const downloadsStay = Symbol.for('club.test.downloadsStay');
const shared = window as unknown as Record<symbol, boolean>;
if (!shared[downloadsStay]) {
  shared[downloadsStay] = true;
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (link) event.preventDefault();
  });
}
