// The widgets' configuration: the data-* attributes of their own script tag (embed/config.ts).
import { describe, expect, it } from 'vitest';
import { findOwnScript, readConfig } from '../../embed/config.ts';

const PAGE = 'https://www.tennis-club.example/news/summer';

// A document of its own: happy-dom would try to load scripts added to the test's page.
const scripts = document.implementation.createHTMLDocument('scripts');

function script(src: string, attributes: Record<string, string> = {}) {
  const element = scripts.createElement('script');
  element.src = src;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-${name}`, value);
  return element;
}

describe('readConfig', () => {
  it('takes the API and the portal from data-api and data-portal, without trailing slashes.', () => {
    const { config, problems } = readConfig(
      script('https://cdn.example/club-widgets.js', {
        api: 'https://club.example/api/',
        portal: 'https://members.club.example/',
      }),
      PAGE,
    );
    expect(config.api).toBe('https://club.example/api');
    expect(config.portal).toBe('https://members.club.example');
    expect(problems).toEqual([]);
  });

  it('defaults the API to /api and the portal to the origin of the server that served the script.', () => {
    const { config } = readConfig(script('https://club.example/embed/club-widgets.js'), PAGE);
    expect(config.api).toBe('https://club.example/api');
    expect(config.portal).toBe('https://club.example');
  });

  it('resolves relative addresses against the page.', () => {
    const { config } = readConfig(script('/embed/club-widgets.js', { api: '/club/api', portal: '/members' }), PAGE);
    expect(config.api).toBe('https://www.tennis-club.example/club/api');
    expect(config.portal).toBe('https://www.tennis-club.example/members');
  });

  it('reports an address that is not http(s) and uses the default instead.', () => {
    const { config, problems } = readConfig(
      script('https://club.example/embed/club-widgets.js', { api: 'javascript:alert(1)' }),
      PAGE,
    );
    expect(config.api).toBe('https://club.example/api');
    expect(problems).toEqual([expect.objectContaining({ attribute: 'data-api', value: 'javascript:alert(1)' })]);
  });

  it('reads data-locale with the language rules of docs/spec.md §4 (de-CH and ch mean German).', () => {
    const locale = (value: string) => readConfig(script('/w.js', { locale: value }), PAGE).config.locale;
    expect(locale('de')).toBe('de');
    expect(locale('de-CH')).toBe('de');
    expect(locale('ch')).toBe('de');
    expect(locale('EN-gb')).toBe('en');
  });

  it('leaves the language to the member and the browser without data-locale.', () => {
    expect(readConfig(script('/w.js'), PAGE).config.locale).toBeNull();
  });

  it('reports a language that is not available and falls back to English.', () => {
    const { config, problems } = readConfig(script('/w.js', { locale: 'fr' }), PAGE);
    expect(config.locale).toBe('en');
    expect(problems[0]).toMatchObject({ attribute: 'data-locale', value: 'fr' });
  });

  it('accepts the themes light, dark and auto, and defaults to auto.', () => {
    const theme = (value?: string) => readConfig(script('/w.js', value ? { theme: value } : {}), PAGE).config.theme;
    expect(theme('light')).toBe('light');
    expect(theme('DARK')).toBe('dark');
    expect(theme('auto')).toBe('auto');
    expect(theme()).toBe('auto');
  });

  it('reports an unknown theme and uses auto.', () => {
    const { config, problems } = readConfig(script('/w.js', { theme: 'purple' }), PAGE);
    expect(config.theme).toBe('auto');
    expect(problems[0]).toMatchObject({ attribute: 'data-theme', message: 'data-theme must be light, dark or auto.' });
  });

  it('opens links into the portal in the same tab unless data-link-target says _blank, and reports another value.', () => {
    const target = (value?: string) => readConfig(script('/w.js', value ? { 'link-target': value } : {}), PAGE);
    expect([target().config.linkTarget, target('_blank').config.linkTarget, target('_SELF').config.linkTarget]).toEqual(
      ['_self', '_blank', '_self'],
    );
    const { config, problems } = target('popup');
    expect(config.linkTarget).toBe('_self');
    expect(problems[0]).toMatchObject({
      attribute: 'data-link-target',
      message: 'data-link-target must be _self or _blank.',
    });
  });

  it('uses the page itself when no script tag is found.', () => {
    expect(readConfig(null, PAGE).config).toEqual({
      api: 'https://www.tennis-club.example/api',
      portal: 'https://www.tennis-club.example',
      locale: null,
      theme: 'auto',
      linkTarget: '_self',
    });
  });
});

describe('findOwnScript', () => {
  it('finds the last script whose address names club-widgets when currentScript is gone (after load).', () => {
    // parsed, not appended: DOMParser documents never load their scripts
    const page = new DOMParser().parseFromString(
      '<script src="https://a.example/other.js"></script><script src="https://a.example/club-widgets.js"></script><script id="last" src="https://b.example/embed/club-widgets.js?v=2"></script>',
      'text/html',
    );
    expect(findOwnScript(page)?.id).toBe('last');
  });
});
