import { createContext, createElement, useContext, useState, type ReactNode } from 'react';

let next = 0;

/** A hydrated root's own count of ids (TreeIdsRoot): the next number on each call. */
export type TreeIdCount = () => number;

/**
 * Set under a root whose markup is hydrated (the portal's prerendered guest screens): ids are
 * counted per root, in the order the root's components first render, so React's prerendering and
 * the guest entry's preact/compat hydration give every element the same id (neither library's
 * useId: each numbers in its own form; a page-wide counter counts every render the prerendering
 * process made before).
 */
export const TreeIds = createContext<TreeIdCount | null>(null);

/** A root whose ids are its own count (TreeIds), from 1 in each render of the root. */
export function TreeIdsRoot({ children }: { children: ReactNode }) {
  const [count] = useState<TreeIdCount>(() => {
    let last = 0;
    return () => ++last;
  });
  return createElement(TreeIds.Provider, { value: count }, children);
}

/**
 * A stable id unique in the whole page. Not React's useId: preact/compat numbers its ids per
 * render root, and every widget is its own root, so two widgets (or a widget dialog portalled
 * into document.body) would share "P0-0".
 */
export function useUniqueId(prefix = 'club'): string {
  const treeCount = useContext(TreeIds);
  const [id] = useState(() => (treeCount ? `${prefix}-t${treeCount()}` : `${prefix}-${(++next).toString(36)}`));
  return id;
}
