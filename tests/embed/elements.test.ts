// How widgets get onto a page (embed/elements.ts, mount.ts, registry.ts, view.tsx): <club-NAME>
// elements and [data-club-widget] divs, mounted in open shadow roots with constructable
// stylesheets, watched so late ones mount and removed ones unmount. A signed-in member's widget is
// its part (fetched by the view, as import() does in the bundle), rendered by preact/compat.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../src/core/session/session.ts';
import { defineElements, watchFallbackElements } from '../../embed/elements.ts';
import { configureClient } from '../../embed/env.ts';
import { createEvents } from '../../embed/events.ts';
import { createMounter, type Mounter } from '../../embed/mount.ts';
import {
  createRegistry,
  type WidgetContext,
  type WidgetDefinition,
  type WidgetPart,
  type WidgetRegistry,
} from '../../embed/registry.ts';
import type { Theme } from '../../embed/config.ts';
import { eventually } from './world.ts';

const HELLO_CSS = '.hello { color: rgb(1, 2, 3); }';

function Hello({ who = 'world', host }: { who?: string } & WidgetContext) {
  return createElement(
    'p',
    { className: 'hello', part: 'text', 'data-host': host.tagName.toLowerCase() },
    `Hello ${who}`,
  );
}

// Each test file runs in its own window, where a custom element name can be defined only once:
// the names below are this file's own.
/** A widget whose part is `component` with `styles`. */
function widget(
  name: string,
  component: WidgetPart<any>['component'],
  styles: string[] = [],
  attributes?: string[],
): WidgetDefinition {
  return {
    name,
    attributes,
    prompt: { icon: 'bell', label: 'bell' },
    load: async () => ({ default: { component, styles } }),
  };
}
const hello = widget('hello-card', Hello, [HELLO_CSS], ['who']);
const counter = widget('count-down', () => createElement('span', null, '3, 2, 1'));

let registry: WidgetRegistry;
let mounter: Mounter;
let reported: unknown[];
let theme: Theme;
let stops: (() => void)[];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const text = (element: Element) => element.shadowRoot?.querySelector('.club-widget')?.textContent ?? null;

function start() {
  const options = { registry, mounter, report: (error: unknown) => reported.push(error) };
  stops.push(defineElements(window, options), watchFallbackElements(document, options));
}

beforeEach(() => {
  registry = createRegistry([hello, counter]);
  theme = 'auto';
  reported = [];
  stops = [];
  mounter = createMounter({ registry, theme: () => theme, portal: () => 'http://club.test' });
  // signed in: the view renders each widget's own part (the API client part is never asked)
  session.login({
    access_token: 'token-1',
    token_type: 'Bearer',
    expires_in: 3600,
    user: { id: 1, name: 'Ada', email: 'ada@club.test' },
  } as never);
  stops.push(
    configureClient({
      baseURL: 'http://club.test/api',
      doc: document,
      emit: createEvents(document).emit,
      fetch: async () => new Response('{}'),
    }),
  );
});

afterEach(() => {
  session.logout();
  stops.forEach((stop) => stop());
  mounter.unmountAll();
  document.body.innerHTML = '';
});

describe('custom elements', () => {
  it('mounts a <club-NAME> element of the page in an open shadow root.', async () => {
    document.body.innerHTML = '<club-hello-card who="members"></club-hello-card>';
    start();
    const element = document.querySelector('club-hello-card')!;
    expect(element.shadowRoot?.mode).toBe('open');
    await eventually(() => expect(text(element)).toBe('Hello members'));
    expect(element.shadowRoot!.querySelector('.hello')!.getAttribute('data-host')).toBe('club-hello-card');
  });

  it('mounts a <club-NAME> element added after load, and unmounts it when it is removed.', async () => {
    start();
    const element = document.createElement('club-count-down');
    document.body.append(element);
    await eventually(() => expect(text(element)).toBe('3, 2, 1'));
    element.remove();
    expect(mounter.mounted()).toEqual([]);
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('passes the attributes the widget names as props, and renders again when one changes.', async () => {
    start();
    const element = document.createElement('club-hello-card');
    element.setAttribute('who', 'Ada');
    document.body.append(element);
    await eventually(() => expect(text(element)).toBe('Hello Ada'));
    element.setAttribute('who', 'Bo');
    await eventually(() => expect(text(element)).toBe('Hello Bo'));
  });
});

describe('the [data-club-widget] fallback', () => {
  it('mounts the divs in the page when it starts.', async () => {
    document.body.innerHTML = '<div data-club-widget="hello-card" data-who="CMS"></div>';
    start();
    await eventually(() => expect(text(document.querySelector('[data-club-widget]')!)).toBe('Hello CMS'));
  });

  it('mounts a div added after load (MutationObserver), also one nested in added markup.', async () => {
    start();
    const section = document.createElement('section');
    section.innerHTML = '<article><div data-club-widget="count-down"></div></article>';
    document.body.append(section);
    await flush();
    await eventually(() => expect(text(section.querySelector('[data-club-widget]')!)).toBe('3, 2, 1'));
  });

  it('unmounts a mounted element once it is taken out of the page.', async () => {
    document.body.innerHTML = '<main><div data-club-widget="count-down"></div></main>';
    start();
    expect(mounter.mounted()).toHaveLength(1);
    document.querySelector('main')!.remove();
    await flush();
    expect(mounter.mounted()).toEqual([]);
  });

  it('keeps an element mounted that is moved elsewhere in the same task.', async () => {
    document.body.innerHTML = '<div id="a"><div data-club-widget="count-down"></div></div><div id="b"></div>';
    start();
    const element = document.querySelector<HTMLElement>('[data-club-widget]')!;
    document.getElementById('b')!.append(element);
    await flush();
    expect(mounter.mounted()).toEqual([element]);
    await eventually(() => expect(text(element)).toBe('3, 2, 1'));
  });

  it('reports a widget name nobody defined and mounts nothing.', async () => {
    document.body.innerHTML = '<div data-club-widget="wallet-sumary"></div>';
    start();
    expect(mounter.mounted()).toEqual([]);
    expect(String(reported[0])).toContain('There is no widget "wallet-sumary"');
  });
});

describe('styles', () => {
  it('adopts the kit and the widget stylesheets as constructable stylesheets, with no <style> element.', async () => {
    document.body.innerHTML = '<club-hello-card></club-hello-card>';
    start();
    const shadow = document.querySelector('club-hello-card')!.shadowRoot!;
    const texts = shadow.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
    expect(texts.some((css) => css.includes('--club-color-primary'))).toBe(true);
    await eventually(() =>
      expect(
        shadow.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.hello'))),
      ).toBe(true),
    );
    expect(shadow.querySelectorAll('style, link')).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('drops the adopted stylesheets when the widget unmounts.', async () => {
    document.body.innerHTML = '<club-hello-card></club-hello-card>';
    start();
    const element = document.querySelector('club-hello-card')!;
    element.remove();
    expect(element.shadowRoot!.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('theme', () => {
  it('puts the script tag’s theme on the widget element (the tokens’ :host([theme]) rules).', async () => {
    theme = 'dark';
    document.body.innerHTML = '<club-hello-card></club-hello-card>';
    start();
    expect(document.querySelector('club-hello-card')!.getAttribute('theme')).toBe('dark');
  });

  it('lets an element’s own theme attribute win over the script tag’s.', async () => {
    theme = 'dark';
    document.body.innerHTML =
      '<club-hello-card theme="light"></club-hello-card><div data-club-widget="count-down" data-theme="light"></div>';
    start();
    expect(document.querySelector('club-hello-card')!.getAttribute('theme')).toBe('light');
    expect(document.querySelector('[data-club-widget]')!.hasAttribute('theme')).toBe(false);
  });

  it('sets nothing for auto, and takes back what it set on unmount.', async () => {
    document.body.innerHTML = '<div data-club-widget="count-down"></div>';
    start();
    const element = document.querySelector<HTMLElement>('[data-club-widget]')!;
    expect(element.hasAttribute('theme')).toBe(false);
    theme = 'light';
    mounter.unmount(element);
    mounter.mount(element, 'count-down');
    expect(element.getAttribute('theme')).toBe('light');
    mounter.unmount(element);
    expect(element.hasAttribute('theme')).toBe(false);
  });
});

describe('the registry', () => {
  it('is one entry per widget: a new entry is placeable both ways.', async () => {
    registry.define(widget('news-ticker', () => createElement('b', null, 'news')));
    start();
    document.body.innerHTML = '<club-news-ticker></club-news-ticker><div data-club-widget="news-ticker"></div>';
    await flush();
    await eventually(() => expect(text(document.querySelector('club-news-ticker')!)).toBe('news'));
    await eventually(() => expect(text(document.querySelector('[data-club-widget]')!)).toBe('news'));
  });

  it('refuses a name that is not kebab-case and a name defined twice.', async () => {
    expect(() => registry.define(widget('NewsFeed', () => null))).toThrow(/kebab-case/);
    expect(() => registry.define({ ...hello })).toThrow(/already defined/);
  });

  it('counts mounted widgets per name and in all, for the runtime to start and stop with.', async () => {
    const counts: [string, number, number][] = [];
    mounter = createMounter({
      registry,
      theme: () => 'auto',
      portal: () => '',
      onCountChange: (...change) => counts.push(change),
    });
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    mounter.mount(a, 'hello-card');
    mounter.mount(b, 'count-down');
    mounter.mount(a, 'hello-card', { who: 'again' }); // new props, not a new widget
    mounter.unmount(a);
    mounter.unmount(b);
    expect(counts).toEqual([
      ['hello-card', 1, 1],
      ['count-down', 1, 2],
      ['hello-card', 0, 1],
      ['count-down', 0, 0],
    ]);
  });
});
