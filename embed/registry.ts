// The widgets the loader knows. A widget is a name, the attributes it reads, what its signed-out
// prompt says, and its part: the code a signed-in member's widget needs, fetched the first time
// one is on the page (embed/widgets.ts lists them). The name gives both ways of placing it on a
// page: <club-NAME> and <div data-club-widget="NAME">.
import type { ComponentType } from 'react';
import type { Fetch } from '../src/core/api/api.ts';
import type { Emit } from './events.ts';

/** What every widget component receives besides its own props. */
export interface WidgetContext {
  /** The element the widget is mounted on (a <club-…> element or a host page's div). */
  host: HTMLElement;
  /** The widget's shadow root: dialogs and popups render inside it. */
  root: ShadowRoot;
  /** The portal's address (data-portal) for links, without a trailing slash. */
  portal: string;
  /** The API's address (data-api), for a visitor's part, which asks it without the API client. */
  api: string;
  /** The platform's fetch (tests: the reference server in-process), for that visitor's part. */
  fetch: Fetch;
  /**
   * The visitor opened the popup of the button club-widgets.js painted before this first render
   * (embed/script-tag.js): the widget renders with its popup open (the bell: the list).
   */
  opened?: boolean;
}

export type WidgetProps = Record<string, unknown>;

/** What a widget's part module exports as `default`. */
export interface WidgetPart<P extends WidgetProps = WidgetProps> {
  component: ComponentType<P & WidgetContext>;
  /** Stylesheet texts adopted into the widget's shadow root after the kit's tokens and base. */
  styles: readonly string[];
  /**
   * While at least one of these widgets is mounted: reports what its data does as club:* events
   * (the bell: unread-change, notification). Returns the function that stops.
   */
  watch?: (emit: Emit) => () => void;
  /** What its first render needs besides its code (the bell's texts): the part counts as loaded once it settles. */
  ready?: () => Promise<unknown>;
}

/** The signed-out prompt: an icon button whose popover holds the shared sign-in. */
export type PromptIcon = 'bell' | 'wallet' | 'ticket' | 'news' | 'calendar';

export interface WidgetDefinition {
  /** kebab-case, e.g. 'notification-bell'. */
  name: string;
  /** Attributes of the element passed as props (`limit="5"` -> limit). */
  attributes?: readonly string[];
  /** Number attributes with their whole-number range [min, max, the default shown otherwise]. */
  ranges?: Readonly<Record<string, readonly [number, number, number]>>;
  /**
   * The prompt's icon and its accessible name (a key of embed/messages: 'embed.prompt.<key>').
   * None: a widget for guests too (the membership application): its part renders signed in or not.
   */
  prompt?: { icon: PromptIcon; label: string };
  /** The widget's part (a dynamic import: a file of its own in dist/embed). */
  load: () => Promise<{ default: WidgetPart<any> }>;
  /**
   * What a signed-out visitor sees, with the prompt as its `children` (the news feed's public
   * posts): a part of its own that talks to the API without the API client or realtime.
   */
  guest?: () => Promise<{ default: WidgetPart<any> }>;
}

export interface WidgetRegistry {
  define(widget: WidgetDefinition): void;
  get(name: string): WidgetDefinition | undefined;
  all(): WidgetDefinition[];
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const tagName = (name: string) => `club-${name}`;

export function createRegistry(widgets: readonly WidgetDefinition[] = []): WidgetRegistry {
  const entries = new Map<string, WidgetDefinition>();
  const registry: WidgetRegistry = {
    define(widget) {
      if (!NAME.test(widget.name))
        throw new TypeError(`Widget name "${widget.name}" must be kebab-case (a-z, 0-9, dashes).`);
      if (entries.has(widget.name)) throw new Error(`Widget "${widget.name}" is already defined.`);
      entries.set(widget.name, widget);
    },
    get: (name) => entries.get(name),
    all: () => [...entries.values()],
  };
  for (const widget of widgets) registry.define(widget);
  return registry;
}

const camel = (attribute: string) => attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The props an element's attributes give its widget (only the attributes the widget names). */
export function propsFromAttributes(element: Element, widget: WidgetDefinition): WidgetProps {
  const props: WidgetProps = {};
  for (const attribute of widget.attributes ?? []) {
    const value = element.getAttribute(attribute) ?? element.getAttribute(`data-${attribute}`);
    if (value !== null) props[camel(attribute)] = value;
  }
  return props;
}

/** True when every number attribute of `element` is in its range (else embed/diagnose.ts warns). */
export const inRange = (element: Element, widget: WidgetDefinition): boolean =>
  Object.entries(widget.ranges ?? {}).every(([attribute, [min, max]]) => {
    const value = element.getAttribute(attribute) ?? element.getAttribute(`data-${attribute}`);
    return value === null || (Number.isInteger(+value) && +value >= min && +value <= max);
  });
