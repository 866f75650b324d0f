// The testing-library functions the shared UI rules need. React tests pass
// @testing-library/react; embed tests pass @testing-library/preact, because
// @testing-library/react's CommonJS build requires the real react-dom even where `react`
// is aliased to preact/compat.
import type { ReactElement } from 'react';

export interface UiTestLib {
  render: (ui: ReactElement) => { unmount: () => void; rerender: (ui: ReactElement) => void };
  act: (callback: () => void) => unknown;
  cleanup: () => void;
  fireEvent: { mouseDown: (element: Element) => boolean; click: (element: Element) => boolean };
}

/** Adapts a testing library module whose types name another JSX flavour. */
export function uiTestLib(lib: object): UiTestLib {
  return lib as UiTestLib;
}
