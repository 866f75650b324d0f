import { useState } from 'react';

let next = 0;

/**
 * A stable id unique in the whole page. Not React's useId: preact/compat numbers its ids per
 * render root, and every widget is its own root, so two widgets (or a widget dialog portalled
 * into document.body) would share "P0-0".
 */
export function useUniqueId(prefix = 'club'): string {
  const [id] = useState(() => `${prefix}-${(++next).toString(36)}`);
  return id;
}
