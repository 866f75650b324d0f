// docs/spec.md §10 "Widget origins", docs/threats.md T51: the snippet page's live preview is a
// stand-in host page with the chosen tag and elements, sent with exactly the CSP lines a site is told
// to add, framable by the portal only, the same for everyone (no data of its own, never cached).
import { describe, expect, it } from 'vitest';
import { widgets } from '../../../../embed/widgets.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { widgetSnippet } from '../../../../server/modules/club/widget-origins.ts';
import {
  snippetElements,
  snippetQuery,
  snippetScriptTag,
  snippetStyles,
  SNIPPET_WIDGETS,
  WIDGET_PREVIEW_PATH,
  type SnippetOptions,
} from '../../../../src/shared/contract/widget-snippet.ts';
import { createWorld } from '../../helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;
const CHOSEN: SnippetOptions = {
  widgets: ['notification-bell', 'news-feed'],
  locale: 'de',
  theme: 'dark',
  darkHeader: true,
  color: '#b31b1b',
  pageLang: 'de',
};
const preview = (query: string) => `${WIDGET_PREVIEW_PATH}?${query}`;

/** The policy's directives by name. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('the widget preview document', () => {
  it('offers every widget the loader defines, in the loader’s names', () => {
    expect([...SNIPPET_WIDGETS].sort()).toEqual(widgets.map((widget) => widget.name).sort());
  });

  it('pastes exactly the script tag and elements the snippet page shows for the chosen options, in the page’s language', async () => {
    const w = createWorld();
    const res = await w.call('GET', preview(snippetQuery(CHOSEN)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const snippet = widgetSnippet(w.config);
    expect(res.text).toContain(snippetScriptTag(snippet, CHOSEN));
    expect(res.text).toContain(snippetElements(CHOSEN));
    expect(snippetScriptTag(snippet, CHOSEN)).toContain('data-locale="de" data-theme="dark"');
    expect(snippetElements(CHOSEN)).toBe(
      '<club-notification-bell trigger-theme="dark"></club-notification-bell>\n<club-news-feed trigger-theme="dark"></club-news-feed>',
    );
    expect(res.text).toContain(
      `<link rel="stylesheet" href="${WIDGET_PREVIEW_PATH}.css?${snippetQuery(CHOSEN).replaceAll('&', '&amp;')}">`,
    );
    expect(res.text).toContain('<html lang="de">');
    expect(res.text).toContain('<title>Widget-Vorschau</title>');
  });

  it('is sent with a strict host page’s policy plus the snippet’s CSP lines and nothing else for the widgets', async () => {
    const w = createWorld();
    const res = await w.call('GET', preview('widgets=notification-bell'));
    const csp = res.headers.get('content-security-policy')!;
    const got = directives(csp);
    const snippet = widgetSnippet(w.config);
    for (const line of snippet.csp) {
      const [name, ...values] = line.split(' ');
      expect(got.get(name!), name).toEqual(values);
    }
    expect(got.get('default-src')).toEqual(["'none'"]);
    expect(got.get('style-src')).toEqual(["'self'"]);
    expect(got.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(got.get('object-src')).toEqual(["'none'"]);
    expect(got.get('base-uri')).toEqual(["'none'"]);
    expect([...got.keys()].sort()).toEqual(
      [
        'base-uri',
        'connect-src',
        'default-src',
        'form-action',
        'frame-ancestors',
        'img-src',
        'object-src',
        'require-trusted-types-for',
        'script-src',
        'style-src',
      ].sort(),
    );
    expect(csp).not.toContain('unsafe');
  });

  it('may be framed by the portal only', async () => {
    const same = await createWorld().call('GET', preview('widgets=notification-bell'));
    expect(directives(same.headers.get('content-security-policy')!).get('frame-ancestors')).toEqual(["'self'"]);
    const apart = await createWorld({ env: { FRONTEND_URL: 'https://portal.club.example' } }).call(
      'GET',
      preview('widgets=notification-bell'),
    );
    expect(directives(apart.headers.get('content-security-policy')!).get('frame-ancestors')).toEqual([
      'https://portal.club.example',
    ]);
  });

  it('is the same document for a signed-in board member and for anyone, holds nobody’s data and is never cached', async () => {
    const w = createWorld();
    const board = await w.createUser({ email: 'bea@club.test', name: 'Bea Board' });
    grantRole(w.app.deps, SEED, board.id, 'board');
    const url = preview(snippetQuery(CHOSEN));
    const anyone = await w.call('GET', url);
    const signedIn = await w.call('GET', url, { token: w.tokenFor(board) });
    expect(signedIn.text).toBe(anyone.text);
    expect(anyone.text).not.toMatch(/Bea|bea@club\.test/);
    expect(anyone.headers.get('cache-control')).toBe('no-store');
    expect(anyone.headers.get('set-cookie')).toBeNull();
  });

  it('serves its stylesheet from its own origin, the one style source its policy allows, with the CSS shown for the chosen colour', async () => {
    const res = await createWorld().call('GET', `${WIDGET_PREVIEW_PATH}.css?${snippetQuery(CHOSEN)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.text).toContain('.preview-header--dark');
    expect(snippetStyles(CHOSEN)).toBe(
      'club-notification-bell,\nclub-news-feed {\n  --club-color-primary: #b31b1b;\n}',
    );
    expect(res.text).toContain(snippetStyles(CHOSEN));
    expect((await createWorld().call('GET', `${WIDGET_PREVIEW_PATH}.css?widgets=news-feed&color=red`)).status).toBe(
      422,
    );
  });

  it('refuses options it does not offer with 422 and field errors, and never echoes them', async () => {
    const w = createWorld();
    const res = await w.call(
      'GET',
      preview('widgets=notification-bell,%3Cscript%3E&theme=neon&locale=fr&header=x&color=%22%3E&lang=it'),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['color', 'header', 'lang', 'locale', 'theme', 'widgets']);
    expect(res.body.errors.theme).toEqual(['The selected theme is invalid.']);
    expect(res.text).not.toContain('<script>');
    const none = await w.call('GET', preview(''), { headers: { 'Accept-Language': 'de' } });
    expect(none.status).toBe(422);
    expect(none.body.errors.widgets).toEqual(['Widgets ist erforderlich.']);
  });

  it('is named in the snippet the board reads (GET club/widget-origins)', () => {
    expect(widgetSnippet(createWorld().config).preview).toBe(`http://club.test${WIDGET_PREVIEW_PATH}`);
  });
});
