// Focus helpers shared by the dialog and the menu button; shadow-root aware, because widgets
// render inside shadow roots where document.activeElement is only the host element.

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The focused element, looking through open shadow roots down to the innermost one. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}
