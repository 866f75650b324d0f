// The widgets never hydrate prerendered markup: each renders afresh into its own shadow root. So the
// embed build (rollup.config.mjs) answers src/ui/use-hydrated.ts and src/ui/use-id.ts with this file,
// without what the portal's prerendered screens need (React's tree ids, the hydration flag): a
// widget's submit button is enabled from its first render, its ids come from one page-wide counter.
import { useState } from 'react';

let next = 0;

export const useHydrated = (): boolean => true;

/** As src/ui/use-id.ts outside a hydrated tree: preact/compat numbers useId per root, and every widget is one. */
export function useUniqueId(prefix = 'club'): string {
  const [id] = useState(() => `${prefix}-${(++next).toString(36)}`);
  return id;
}
