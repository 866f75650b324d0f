// The documents the build prerenders (build/rollup/prerender.mjs, src/portal/prerender.tsx): each
// guest account screen and the members' shell in both languages, painted from the HTML and its
// stylesheet file before any script runs, under the portal's strict CSP (no inline script or style).
import { describe, expect, inject, it } from 'vitest';
import { builtPortal } from './built.ts';

const GUEST = ['login', 'register', 'recover', 'reset-password', 'lock'];
const HEADINGS: Record<string, Record<string, string>> = {
  login: { en: 'Log in', de: 'Anmelden' },
  register: { en: 'Create your account', de: 'Konto erstellen' },
  recover: { en: 'Forgot your password?', de: 'Passwort vergessen?' },
};

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('the prerendered screens', () => {
  it('are there for each guest account screen and the members’ shell, in English and German', () => {
    const { screens } = builtPortal();
    for (const name of [...GUEST, 'dashboard'])
      for (const lang of ['en', 'de'])
        expect(Object.keys(screens), `${name}.${lang}`).toContain(`screens/${name}.${lang}.html`);
  });

  it('carry the screen in #root in their language, with its stylesheet as a file, the guest entry preloaded and started after the first frame by the only script', () => {
    const { screens, guest, chunks } = builtPortal();
    const paintFirst = [...chunks.values()].find(
      (chunk) => chunk.build === 'guest' && chunk.isEntry && chunk.fileName.includes('/guest-paint-first-'),
    )!;
    expect(paintFirst.imports).toEqual([]);
    expect(paintFirst.dynamicImports).toEqual([guest]);
    for (const name of GUEST) {
      for (const lang of ['en', 'de']) {
        const html = screens[`screens/${name}.${lang}.html`]!;
        expect(html, name).toContain(`<html lang="${lang}">`);
        expect(html, name).toMatch(/<div id="root"><div class="club-card-layout">.*<form class="account-form"/s);
        expect(html, name).toMatch(/<link rel="stylesheet" href="\/assets\/g\/guest-[\w-]+\.css">/);
        expect(scriptsOf(html), name).toEqual([`<script type="module" src="/${paintFirst.fileName}">`]);
        expect(html, name).toContain(`<link rel="modulepreload" href="/${guest}">`);
        for (const preload of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g))
          expect(chunks.has(preload[1]!), preload[1]).toBe(true);
        const heading = HEADINGS[name]?.[lang];
        if (heading) expect(html, name).toContain(`>${heading}</h1>`);
      }
    }
  });

  it('preload the texts of their own language only: a German screen loads no English table', () => {
    const { screens, chunks } = builtPortal();
    for (const name of GUEST) {
      for (const [lang, other] of [
        ['en', 'de'],
        ['de', 'en'],
      ]) {
        const texts = [
          ...screens[`screens/${name}.${lang}.html`]!.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g),
        ]
          // the files of texts (the entry carries the core's English errors in its code)
          .map((preload) => Object.keys(chunks.get(preload[1]!)!.modules))
          .filter((ids) => ids.every((id) => /[\\/]messages[\\/]/.test(id)))
          .flat();
        expect(texts.length, `${name}.${lang}`).toBeGreaterThanOrEqual(2);
        expect(
          texts.filter((id) => id.endsWith(`/${other}.ts`)),
          `${name}.${lang}`,
        ).toEqual([]);
      }
    }
  });

  it('say in a <noscript> notice, in their language, that signing in needs JavaScript', () => {
    const { screens } = builtPortal();
    expect(screens['screens/login.en.html']).toContain(
      '<noscript><p class="club-noscript" role="alert">Signing in needs JavaScript.',
    );
    expect(screens['screens/login.de.html']).toContain(
      '<noscript><p class="club-noscript" role="alert">Die Anmeldung braucht JavaScript.',
    );
  });

  it('have no inline script, no <style> and no style attribute (the portal CSP has neither unsafe-inline)', () => {
    const { screens } = builtPortal();
    for (const [file, html] of Object.entries(screens)) {
      expect(
        scriptsOf(html).every((tag) => / src="\//.test(tag)),
        file,
      ).toBe(true);
      expect(html, file).not.toMatch(/<style\b|\sstyle="/);
    }
  });

  it('render the submit button disabled until the script takes over (a plain form post would carry the password)', () => {
    const { screens } = builtPortal();
    for (const name of GUEST)
      expect(screens[`screens/${name}.en.html`], name).toMatch(/<button type="submit"[^>]* disabled="">/);
  });

  it("prerender the members' shell, which starts the main entry once painted: card frames at their reserved sizes, and no member's name", () => {
    const { screens, entry, chunks } = builtPortal();
    const paintFirst = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.fileName.includes('paint-first'))!;
    expect(paintFirst.dynamicImports).toEqual([entry]);
    for (const lang of ['en', 'de']) {
      const html = screens[`screens/dashboard.${lang}.html`]!;
      expect(scriptsOf(html)).toEqual([`<script type="module" src="/${paintFirst.fileName}">`]);
      expect(html).toContain(`<link rel="modulepreload" href="/${entry}">`);
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/members-[\w-]+\.css">/);
      expect(html.match(/class="club-dashboard__card club-dashboard__card--reserve-/g)?.length).toBeGreaterThanOrEqual(
        4,
      );
      expect(html).toContain('<span class="club-topbar__name"></span>');
      expect(html).not.toMatch(/Demo|Hello,|Hallo,/);
    }
  });

  it('list the routes the server answers with each document (screens.json)', () => {
    const copies = inject('portalBuild').copies.map((file) => file.fileName);
    expect(copies).toContain('screens.json');
    expect(copies).toEqual(expect.arrayContaining(['screens/login.en.html', 'screens/dashboard.de.html']));
  });
});
