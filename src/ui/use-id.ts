import { createContext, useContext, useId, useState } from 'react';

let next = 0;

/**
 * True under a root whose markup React hydrates (the portal's prerendered screens): ids come from
 * React's useId, which numbers by position in the tree, so the prerendered HTML and the hydrating
 * render agree (a counter counts every render the prerendering process made before).
 */
export const TreeIds = createContext(false);

/**
 * A stable id unique in the whole page. Not React's useId: preact/compat numbers its ids per
 * render root, and every widget is its own root, so two widgets (or a widget dialog portalled
 * into document.body) would share "P0-0".
 */
export function useUniqueId(prefix = 'club'): string {
  const inTree = useContext(TreeIds);
  const treeId = useId();
  const [id] = useState(() => (inTree ? '' : `${prefix}-${(++next).toString(36)}`));
  return inTree ? `${prefix}-${treeId.replace(/[^\w-]/g, '')}` : id;
}
