import { deepActiveElement, tabbables } from './focus.ts';

// Open dialogs ordered by when they opened (render order), top last: only the top one holds
// focus, so a dialog opened over another (a 429 notice over the terms dialog) does not fight it.
// Render order rather than effect order: when a parent and a nested child dialog open in the
// same commit, the child's effect runs first but the child is still on top.
interface Entry {
  dialog: HTMLElement;
  order: number;
  previous: HTMLElement | null;
}
const stack: Entry[] = [];
let opened = 0;

/** A number that grows with every dialog opening; take it while rendering. */
export function nextDialogOrder(): number {
  return ++opened;
}

export interface TrapOptions {
  order: number;
  initialFocus: () => HTMLElement | null;
  onEscape: () => void;
}

/**
 * Moves focus into `dialog` (if it is on top), cycles Tab and Shift+Tab inside it, pulls focus
 * back when it lands elsewhere in the same tree and reports Escape. The returned cleanup gives
 * focus back to the element that had it before the dialog opened.
 */
export function trapDialogFocus(dialog: HTMLElement, options: TrapOptions): () => void {
  const entry: Entry = { dialog, order: options.order, previous: deepActiveElement(document) };
  const index = stack.findIndex((other) => other.order > entry.order);
  if (index === -1) {
    stack.push(entry);
    (options.initialFocus() ?? tabbables(dialog)[0] ?? dialog).focus();
  } else {
    // Opened under a dialog that is already up: closing that one must land here instead.
    entry.previous = stack[index]!.previous;
    stack[index]!.previous = null;
    stack.splice(index, 0, entry);
  }
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      options.onEscape();
    } else if (event.key === 'Tab') {
      cycle(dialog, event);
    }
  };
  const onFocusIn = (event: Event) => {
    const target = event.composedPath()[0] as Node;
    if (stack.at(-1) === entry && !dialog.contains(target)) (tabbables(dialog)[0] ?? dialog).focus();
  };
  dialog.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusin', onFocusIn);

  return () => {
    dialog.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('focusin', onFocusIn);
    const wasTop = stack.at(-1) === entry;
    stack.splice(stack.indexOf(entry), 1);
    if (!wasTop) return;
    const below = stack.at(-1)?.dialog;
    if (entry.previous?.isConnected && (!below || below.contains(entry.previous))) entry.previous.focus();
    else if (below) (tabbables(below)[0] ?? below).focus();
  };
}

function cycle(dialog: HTMLElement, event: KeyboardEvent) {
  const items = tabbables(dialog);
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
