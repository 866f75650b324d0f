// Mounting a widget: an open shadow root on the element, the kit's and the widget's stylesheets
// adopted into it (constructable stylesheets: nothing inline, so a strict CSP holds), and the
// component rendered by preact/compat into one container. Unmounting leaves the element as it was
// found, apart from its (now empty) shadow root, which the DOM cannot take away.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { baseCss, tokensCss } from '../src/ui/css.ts';
import { adoptStyles } from '../src/ui/styles.ts';
import type { Theme } from './config.ts';
import { propsFromAttributes, type WidgetProps, type WidgetRegistry } from './registry.ts';
import widgetCss from './styles/widget.css?inline';

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
  unmountAll(): void;
}

export interface MounterOptions {
  registry: WidgetRegistry;
  /** The theme of the script tag; an element's own `theme` / `data-theme` attribute wins. */
  theme: () => Theme;
  /** After each mount or unmount: how many `name` widgets and how many widgets in all are mounted now. */
  onCountChange?: (name: string, count: number, total: number) => void;
}

interface Mounted {
  name: string;
  container: HTMLElement;
  root: ReturnType<typeof createRoot>;
  /** The `theme` attribute we set (and remove again). */
  themed: boolean;
  props: WidgetProps;
}

export function createMounter({ registry, theme, onCountChange }: MounterOptions): Mounter {
  const widgets = new Map<HTMLElement, Mounted>();
  const changed = (name: string) => onCountChange?.(name, [...widgets.values()].filter((w) => w.name === name).length, widgets.size);

  function unmount(element: HTMLElement): boolean {
    const entry = widgets.get(element);
    if (!entry) return false;
    widgets.delete(element);
    entry.root.unmount();
    entry.container.remove();
    const shadow = element.shadowRoot;
    if (shadow) shadow.adoptedStyleSheets = [];
    if (entry.themed) element.removeAttribute('theme');
    changed(entry.name);
    return true;
  }

  function mount(element: HTMLElement, name: string, props?: WidgetProps): void {
    const widget = registry.get(name);
    if (!widget) throw new Error(`There is no widget "${name}". Known: ${registry.all().map((w) => w.name).join(', ')}.`);
    const existing = widgets.get(element);
    if (existing && existing.name !== name) unmount(element);

    let entry = widgets.get(element);
    if (!entry) {
      // attachShadow throws for elements that cannot host one (<a>, <img>, <input>, ...).
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      adoptStyles(shadow, tokensCss, baseCss, widgetCss, ...widget.styles);
      const container = element.ownerDocument.createElement('div');
      container.className = 'club-widget';
      container.setAttribute('part', 'widget');
      shadow.append(container);
      const chosen = theme();
      const themed = chosen !== 'auto' && !element.hasAttribute('theme') && !element.hasAttribute('data-theme');
      if (themed) element.setAttribute('theme', chosen);
      entry = { name, container, root: createRoot(container), themed, props: {} };
      widgets.set(element, entry);
      changed(name);
    }
    if (props) entry.props = { ...props };
    const context = { host: element, root: element.shadowRoot! };
    entry.root.render(createElement(widget.component, { ...propsFromAttributes(element, widget), ...entry.props, ...context }));
  }

  return {
    mount,
    unmount,
    mounted: () => [...widgets.keys()],
    unmountAll() {
      for (const element of [...widgets.keys()]) unmount(element);
    },
  };
}
