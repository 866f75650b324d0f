// The embed project's files share one window (isolate: false, vitest.config.ts): every file ends
// with what @testing-library/preact rendered unmounted and the widgets it put in the page removed
// (their elements unmount on disconnect), so no store stays subscribed into the next file, and the
// sheets a file adopted into the document dropped (tests/embed/elements.test.ts expects none there).
import { cleanup } from '@testing-library/preact';
import { afterAll } from 'vitest';

afterAll(() => {
  cleanup();
  document.body.replaceChildren();
  // src/ui/styles.ts adopts into a root what the root does not have yet: a fresh page has none.
  document.adoptedStyleSheets = [];
});
