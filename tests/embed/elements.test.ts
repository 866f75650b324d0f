// How widgets get onto a page (embed/elements.ts, mount.ts, registry.ts): <club-NAME> elements and
// [data-club-widget] divs, mounted in open shadow roots with constructable stylesheets, watched so
// late ones mount and removed ones unmount. Rendered by preact/compat, as in the bundle.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineElements, watchFallbackElements } from '../../embed/elements.ts';
import { createMounter, type Mounter } from '../../embed/mount.ts';
import { createRegistry, type WidgetContext, type WidgetDefinition, type WidgetRegistry } from '../../embed/registry.ts';
import type { Theme } from '../../embed/config.ts';

const HELLO_CSS = '.hello { color: rgb(1, 2, 3); }';

function Hello({ who = 'world', host }: { who?: string } & WidgetContext) {
  return createElement('p', { className: 'hello', part: 'text', 'data-host': host.tagName.toLowerCase() }, `Hello ${who}`);
}

// Each test file runs in its own window, where a custom element name can be defined only once:
// the names below are this file's own.
const hello: WidgetDefinition<{ who?: string }> = { name: 'hello-card', component: Hello, styles: [HELLO_CSS], attributes: ['who'] };
const counter: WidgetDefinition = { name: 'count-down', component: () => createElement('span', null, '3, 2, 1'), styles: [] };

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
  mounter = createMounter({ registry, theme: () => theme });
});

afterEach(() => {
  stops.forEach((stop) => stop());
  mounter.unmountAll();
  document.body.innerHTML = '';
});

describe('custom elements', () => {
  it('mounts a <club-NAME> element of the page in an open shadow root.', () => {
    document.body.innerHTML = '<club-hello-card who="members"></club-hello-card>';
    start();
    const element = document.querySelector('club-hello-card')!;
    expect(element.shadowRoot?.mode).toBe('open');
    expect(text(element)).toBe('Hello members');
    expect(element.shadowRoot!.querySelector('.hello')!.getAttribute('data-host')).toBe('club-hello-card');
  });

  it('mounts a <club-NAME> element added after load, and unmounts it when it is removed.', () => {
    start();
    const element = document.createElement('club-count-down');
    document.body.append(element);
    expect(text(element)).toBe('3, 2, 1');
    element.remove();
    expect(mounter.mounted()).toEqual([]);
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('passes the attributes the widget names as props, and renders again when one changes.', () => {
    start();
    const element = document.createElement('club-hello-card');
    element.setAttribute('who', 'Ada');
    document.body.append(element);
    expect(text(element)).toBe('Hello Ada');
    element.setAttribute('who', 'Bo');
    expect(text(element)).toBe('Hello Bo');
  });
});

describe('the [data-club-widget] fallback', () => {
  it('mounts the divs in the page when it starts.', () => {
    document.body.innerHTML = '<div data-club-widget="hello-card" data-who="CMS"></div>';
    start();
    expect(text(document.querySelector('[data-club-widget]')!)).toBe('Hello CMS');
  });

  it('mounts a div added after load (MutationObserver), also one nested in added markup.', async () => {
    start();
    const section = document.createElement('section');
    section.innerHTML = '<article><div data-club-widget="count-down"></div></article>';
    document.body.append(section);
    await flush();
    expect(text(section.querySelector('[data-club-widget]')!)).toBe('3, 2, 1');
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
    expect(text(element)).toBe('3, 2, 1');
  });

  it('reports a widget name nobody defined and mounts nothing.', () => {
    document.body.innerHTML = '<div data-club-widget="wallet-sumary"></div>';
    start();
    expect(mounter.mounted()).toEqual([]);
    expect(String(reported[0])).toContain('There is no widget "wallet-sumary"');
  });
});

describe('styles', () => {
  it('adopts the kit and the widget stylesheets as constructable stylesheets, with no <style> element.', () => {
    document.body.innerHTML = '<club-hello-card></club-hello-card>';
    start();
    const shadow = document.querySelector('club-hello-card')!.shadowRoot!;
    const texts = shadow.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
    expect(texts.some((css) => css.includes('--club-color-primary'))).toBe(true);
    expect(texts.some((css) => css.includes('.hello'))).toBe(true);
    expect(shadow.querySelectorAll('style, link')).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('drops the adopted stylesheets when the widget unmounts.', () => {
    document.body.innerHTML = '<club-hello-card></club-hello-card>';
    start();
    const element = document.querySelector('club-hello-card')!;
    element.remove();
    expect(element.shadowRoot!.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('theme', () => {
  it('puts the script tag’s theme on the widget element (the tokens’ :host([theme]) rules).', () => {
    theme = 'dark';
    document.body.innerHTML = '<club-hello-card></club-hello-card>';
    start();
    expect(document.querySelector('club-hello-card')!.getAttribute('theme')).toBe('dark');
  });

  it('lets an element’s own theme attribute win over the script tag’s.', () => {
    theme = 'dark';
    document.body.innerHTML = '<club-hello-card theme="light"></club-hello-card><div data-club-widget="count-down" data-theme="light"></div>';
    start();
    expect(document.querySelector('club-hello-card')!.getAttribute('theme')).toBe('light');
    expect(document.querySelector('[data-club-widget]')!.hasAttribute('theme')).toBe(false);
  });

  it('sets nothing for auto, and takes back what it set on unmount.', () => {
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
    registry.define({ name: 'news-ticker', component: () => createElement('b', null, 'news'), styles: [] });
    start();
    document.body.innerHTML = '<club-news-ticker></club-news-ticker><div data-club-widget="news-ticker"></div>';
    await flush();
    expect(text(document.querySelector('club-news-ticker')!)).toBe('news');
    expect(text(document.querySelector('[data-club-widget]')!)).toBe('news');
  });

  it('refuses a name that is not kebab-case and a name defined twice.', () => {
    expect(() => registry.define({ name: 'NewsFeed', component: () => null, styles: [] })).toThrow(/kebab-case/);
    expect(() => registry.define({ ...hello })).toThrow(/already defined/);
  });

  it('counts mounted widgets per name and in all, for the runtime to start and stop with.', () => {
    const counts: [string, number, number][] = [];
    mounter = createMounter({ registry, theme: () => 'auto', onCountChange: (...change) => counts.push(change) });
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
