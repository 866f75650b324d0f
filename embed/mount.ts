// Mounting a widget: an open shadow root on the element with the kit's base stylesheets adopted
// at once (constructable stylesheets: nothing inline, so a strict CSP holds), then the view
// (embed/view.tsx, a part of its own with preact) renders into one container: the signed-out
// prompt or, for a signed-in member, the widget's own part. Unmounting leaves the element as it
// was found, apart from its (now empty) shadow root, which the DOM cannot take away.
// the two sheets themselves, not src/ui/css.ts: that file would bring every kit sheet into the loader
import baseCss from '../src/ui/base.css?inline';
import { adoptStyles } from '../src/ui/styles.ts';
import tokensCss from '../src/ui/tokens.css?inline';
import type { Fetch } from '../src/core/api/api.ts';
import type { LinkTarget, Theme } from './config.ts';
import { propsFromAttributes, inRange, type WidgetPart, type WidgetProps, type WidgetRegistry } from './registry.ts';
import widgetCss from './styles/widget.css?inline';
import type { ViewRoot } from './view.tsx';

type ViewModule = typeof import('./view.tsx');

export interface Mounter {
  /**
   * Mounts widget `name` on `element`. On an element that holds it already, renders again with
   * `props` (or the props it has, when none are given) and the element's current attributes.
   */
  mount(element: HTMLElement, name: string, props?: WidgetProps): void;
  /** Unmounts whatever widget is on `element`; false when none was. */
  unmount(element: HTMLElement): boolean;
  /** The elements that hold a widget now. */
  mounted(): HTMLElement[];
  /** How many `name` widgets are mounted now. */
  count(name: string): number;
  unmountAll(): void;
}

export interface MounterOptions {
  registry: WidgetRegistry;
  /** The theme of the script tag; an element's own `theme` / `data-theme` attribute wins. */
  theme: () => Theme;
  /** The portal's address for the widgets' links. */
  portal: () => string;
  /** The API's address and the fetch a visitor's part asks it with (no API client). */
  api?: () => string;
  fetch?: Fetch;
  /** Where those links open (data-link-target); absent: this tab. */
  linkTarget?: () => LinkTarget;
  /** After each mount or unmount: how many `name` widgets and how many widgets in all are mounted now. */
  onCountChange?: (name: string, count: number, total: number) => void;
  /** A widget's part arrived (its first render for a signed-in member). */
  onPart?: (name: string, part: WidgetPart) => void;
  /** A part that could not be fetched or rendered. */
  report?: (error: unknown) => void;
}

interface Mounted {
  name: string;
  container: HTMLElement;
  root: ViewRoot | null;
  /** The `theme` attribute we set (and remove again). */
  themed: boolean;
  props: WidgetProps;
}

let view: ViewModule | null = null;
let viewLoading: Promise<ViewModule> | null = null;
const loadView = (): Promise<ViewModule> => (viewLoading ??= import('./view.tsx').then((module) => (view = module)));

export function createMounter({
  registry,
  theme,
  portal,
  api = () => '/api',
  fetch = (input, init) => globalThis.fetch(input, init),
  linkTarget = () => '_self',
  onCountChange,
  onPart,
  report = () => {},
}: MounterOptions): Mounter {
  const widgets = new Map<HTMLElement, Mounted>();
  const count = (name: string) => [...widgets.values()].filter((w) => w.name === name).length;
  const changed = (name: string) => onCountChange?.(name, count(name), widgets.size);
  // Every link into the portal, whichever widget drew it, opens as data-link-target says: set on
  // the link as it is followed (a click, or Enter), so no widget needs to know the rule.
  const aimLink = (event: Event) => {
    const link = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => (node as Element).localName === 'a' && 'href' in node);
    if (!link || !link.href.startsWith(`${portal()}/`)) return;
    link.target = linkTarget();
    if (link.target === '_blank') link.rel = 'noopener';
    else link.removeAttribute('rel');
  };

  function unmount(element: HTMLElement): boolean {
    const entry = widgets.get(element);
    if (!entry) return false;
    widgets.delete(element);
    entry.root?.unmount();
    entry.container.remove();
    const shadow = element.shadowRoot;
    shadow?.removeEventListener('click', aimLink, true);
    if (shadow) shadow.adoptedStyleSheets = [];
    if (entry.themed) element.removeAttribute('theme');
    changed(entry.name);
    return true;
  }

  function render(element: HTMLElement, entry: Mounted, module: ViewModule): void {
    if (widgets.get(element) !== entry) return; // unmounted while the view loaded
    // the button club-widgets.js painted (embed/script-tag.js): the view takes its place now, open
    // when the visitor opened the painted one's popup, so that click is not lost
    const painted = element.shadowRoot?.querySelector('.club-widget--first-paint');
    // (only a browser with popovers painted one, so only it is asked about the pseudo-class)
    const opened = Boolean(painted?.querySelector('[popover]')?.matches(':popover-open'));
    painted?.remove();
    const definition = registry.get(entry.name)!;
    // a site's mistake: the warning's words come with the diagnostics part, fetched only then
    if (!inRange(element, definition)) void import('./diagnose.ts').then((d) => d.warnOutOfRange(element, definition));
    entry.root ??= module.createViewRoot(entry.container);
    entry.root.render({
      definition,
      props: { ...propsFromAttributes(element, definition), ...entry.props },
      context: { host: element, root: element.shadowRoot!, portal: portal(), api: api(), fetch, opened },
      onPart: (part) => onPart?.(entry.name, part),
      report,
    });
  }

  function mount(element: HTMLElement, name: string, props?: WidgetProps): void {
    const widget = registry.get(name);
    if (!widget) throw new Error(`There is no widget "${name}".`);
    const existing = widgets.get(element);
    if (existing && existing.name !== name) unmount(element);

    let entry = widgets.get(element);
    if (!entry) {
      // attachShadow throws for elements that cannot host one (<a>, <img>, <input>, ...).
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      adoptStyles(shadow, tokensCss, baseCss, widgetCss);
      const container = element.ownerDocument.createElement('div');
      container.className = 'club-widget';
      container.setAttribute('part', 'widget');
      shadow.append(container);
      shadow.addEventListener('click', aimLink, true);
      const chosen = theme();
      const themed = chosen !== 'auto' && !element.hasAttribute('theme') && !element.hasAttribute('data-theme');
      if (themed) element.setAttribute('theme', chosen);
      entry = { name, container, root: null, themed, props: {} };
      widgets.set(element, entry);
      changed(name);
    }
    if (props) entry.props = { ...props };
    const target = entry;
    // Rendered once the view and what this widget shows first are here (the first render is the
    // final one); once they are, every later mount of that widget renders at once.
    if (view?.prepared(widget)) render(element, target, view);
    else
      loadView()
        .then((module) => module.prepare(widget).then(() => module))
        .then((module) => render(element, target, module), report);
  }

  return {
    mount,
    unmount,
    mounted: () => [...widgets.keys()],
    count,
    unmountAll() {
      for (const element of [...widgets.keys()]) unmount(element);
    },
  };
}
