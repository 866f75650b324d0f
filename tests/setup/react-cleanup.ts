// The client project's files share one window (isolate: false, vitest.config.ts). A tree a file
// rendered and left mounted would keep its stores subscribed (a bell keeps retainRealtime's count
// and the notifications store mounted, so the next file's first subscriber never loads): every
// file ends with what @testing-library/react rendered unmounted, as a fresh window would start.
// The portal's sheets go too: once a file started the runtime, the members' layout of every later
// file adopted the sidebar's sheet, which hides the small-screen menu button at happy-dom's width.
// Every other sheet a file adopted into the document goes as well (a fresh page has none).
import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';
import { resetAdoptedStyles } from '../../src/portal/styles.ts';

afterAll(() => {
  cleanup();
  resetAdoptedStyles();
  document.adoptedStyleSheets = [];
});
