// Two ways a page places a widget, both mounting through the same mounter:
//   <club-notification-bell></club-notification-bell>        a custom element per widget
//   <div data-club-widget="notification-bell"></div>         for CMSs that strip unknown tags
// The divs (and anything mounted through ClubWidgets.mount) are watched with a MutationObserver:
// one added after load mounts, one taken out of the page unmounts, so nothing keeps running for it.
import type { Mounter } from './mount.ts';
import { tagName, type WidgetRegistry } from './registry.ts';

export const FALLBACK_ATTRIBUTE = 'data-club-widget';

export interface ElementsOptions {
  registry: WidgetRegistry;
  mounter: Mounter;
  /** Where a widget that fails to mount is reported (club:error). */
  report: (error: unknown, element: Element) => void;
}

// The mounter each window's elements use now: custom elements cannot be undefined again, so they
// look it up at every callback; a stopped runtime leaves them inert.
const bindings = new WeakMap<object, ElementsOptions>();

/**
 * Defines <club-NAME> for every widget and binds the elements to `options`. A tag some other
 * script defined is left alone: custom element names cannot be defined twice.
 */
export function defineElements(win: Window & typeof globalThis, options: ElementsOptions): () => void {
  bindings.set(win, options);
  for (const widget of options.registry.all()) {
    const tag = tagName(widget.name);
    if (win.customElements.get(tag)) continue;
    win.customElements.define(
      tag,
      class extends win.HTMLElement {
        static get observedAttributes() {
          return widget.attributes ?? [];
        }
        connectedCallback() {
          const bound = bindings.get(win);
          try {
            bound?.mounter.mount(this, widget.name);
          } catch (error) {
            bound?.report(error, this);
          }
        }
        disconnectedCallback() {
          bindings.get(win)?.mounter.unmount(this);
        }
        attributeChangedCallback() {
          // new attribute values are new props; before the first mount there is nothing to update
          const mounter = bindings.get(win)?.mounter;
          if (this.isConnected && mounter?.mounted().includes(this)) mounter.mount(this, widget.name);
        }
      },
    );
  }
  // Elements already in the page were upgraded (and mounted) by define(); those of an earlier binding mount now.
  for (const widget of options.registry.all()) {
    win.document.querySelectorAll<HTMLElement>(tagName(widget.name)).forEach((element) => {
      if (options.mounter.mounted().includes(element)) return;
      try {
        options.mounter.mount(element, widget.name);
      } catch (error) {
        options.report(error, element);
      }
    });
  }
  return () => {
    if (bindings.get(win) === options) bindings.delete(win);
  };
}

/**
 * Mounts every `[data-club-widget]` element in `doc` and keeps watching: added ones mount, removed
 * mounted elements (of any kind) unmount. Returns a function that stops watching.
 */
export function watchFallbackElements(doc: Document, { registry, mounter, report }: ElementsOptions): () => void {
  const selector = `[${FALLBACK_ATTRIBUTE}]`;
  const mountOne = (element: Element) => {
    if (!(element instanceof doc.defaultView!.HTMLElement) || mounter.mounted().includes(element)) return;
    const name = element.getAttribute(FALLBACK_ATTRIBUTE)!.trim();
    if (!registry.get(name)) return report(new Error(`There is no widget "${name}".`), element);
    try {
      mounter.mount(element, name);
    } catch (error) {
      report(error, element);
    }
  };
  const scan = (node: Node) => {
    if (!(node instanceof doc.defaultView!.Element)) return;
    if (node.matches(selector)) mountOne(node);
    node.querySelectorAll(selector).forEach(mountOne);
  };

  const observer = new doc.defaultView!.MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach(scan);
      removed ||= record.removedNodes.length > 0;
    }
    // Checked once the batch is done: an element moved elsewhere is connected again by then.
    if (removed) for (const element of mounter.mounted()) if (!element.isConnected) mounter.unmount(element);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  scan(doc.documentElement);
  return () => observer.disconnect();
}
