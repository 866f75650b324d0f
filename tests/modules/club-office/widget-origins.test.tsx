// Widget sites in the staff area (docs/spec.md §10 "Widget origins"), against the real server: the
// board allows a website, which the server allows at once, sees why a typed address is refused,
// copies the script tag, and stops allowing the website again; the widgets and attributes chosen
// change the tag, the elements and the live preview together (docs/threats.md T51); in English and German.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { isAllowedOrigin } from '../../../server/http/widget-origins.ts';
import WidgetOriginsPage from '../../../src/modules/club-office/pages/widget-origins-page.tsx';
import { $snippetChoice } from '../../../src/modules/club-office/store/widget-snippet-store.ts';
import { officeWorld, type OfficeWorld } from './world.tsx';

let world: OfficeWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  $snippetChoice.set({ widgets: ['notification-bell'], locale: null, theme: 'auto', darkHeader: false, color: null });
  await setLocale('en');
});

const SITE = 'https://club-site.example';
const TEXTS = {
  en: {
    title: 'Widget sites',
    origin: 'Website address (https://…, without a path)',
    add: 'Allow this website',
    invalid: 'Enter a website address like https://club-site.example, without a path.',
    remove: `Stop allowing ${SITE}`,
    scriptTag: 'Script tag',
    elements: 'Widget elements',
    preview: 'Live preview',
    news: 'News feed',
    locale: 'Language of the widgets',
    german: 'German',
    darkHeader: 'On a dark header',
    ownColor: 'Own main colour',
    styles: 'Widget styles (CSS)',
  },
  de: {
    title: 'Widget-Websites',
    origin: 'Adresse der Website (https://…, ohne Pfad)',
    add: 'Diese Website erlauben',
    invalid: 'Gib eine Website-Adresse wie https://club-site.example ein, ohne Pfad.',
    remove: `${SITE} nicht mehr erlauben`,
    scriptTag: 'Script-Tag',
    elements: 'Widget-Elemente',
    preview: 'Live-Vorschau',
    news: 'Neuigkeiten',
    locale: 'Sprache der Widgets',
    german: 'Deutsch',
    darkHeader: 'Auf einer dunklen Kopfzeile',
    ownColor: 'Eigene Hauptfarbe',
    styles: 'Widget-Stile (CSS)',
  },
} as const;

describe.each(['en', 'de'] as const)('widget sites (%s)', (language) => {
  const t = TEXTS[language];

  it('allows a website at once, says why an address with a path is refused, and stops allowing it.', async () => {
    world = await officeWorld('board');
    await setLocale(language);
    const deps = world.server.app.deps;
    const user = userEvent.setup();
    world.renderAt('/club/widget-origins', <WidgetOriginsPage />);
    await screen.findByRole('heading', { level: 1, name: t.title });
    const field = screen.getByRole('textbox', { name: t.origin });

    await user.type(field, `${SITE}/shop`);
    await user.click(screen.getByRole('button', { name: t.add }));
    await screen.findByText(t.invalid);
    expect(isAllowedOrigin(deps, SITE)).toBe(false);

    await user.clear(field);
    await user.type(field, SITE);
    await user.click(screen.getByRole('button', { name: t.add }));
    const remove = await screen.findByRole('button', { name: t.remove });
    expect(isAllowedOrigin(deps, SITE)).toBe(true);
    expect(screen.getByRole('figure', { name: t.scriptTag }).querySelector('code')?.textContent).toMatch(
      /^<script src="http:\/\/club\.test\/embed\/club-widgets\.js" defer data-api="http:\/\/club\.test\/api"/,
    );

    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.remove })).toBeNull());
    expect(isAllowedOrigin(deps, SITE)).toBe(false);
  });

  it('changes the script tag, the elements and the live preview together when an option changes.', async () => {
    world = await officeWorld('board');
    await setLocale(language);
    const user = userEvent.setup();
    world.renderAt('/club/widget-origins', <WidgetOriginsPage />);
    const code = (name: string) => screen.getByRole('figure', { name }).querySelector('code')!.textContent;
    const frame = await screen.findByTitle(t.preview);
    const preview = () => new URL(frame.getAttribute('src')!);

    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(preview().origin + preview().pathname).toBe('http://club.test/club/widgets/preview');
    expect(preview().searchParams.get('widgets')).toBe('notification-bell');
    expect(preview().searchParams.get('lang')).toBe(language);
    expect(code(t.elements)).toBe('<club-notification-bell></club-notification-bell>');
    expect(code(t.scriptTag)).not.toContain('data-locale');

    await user.click(screen.getByRole('checkbox', { name: t.news }));
    await user.selectOptions(screen.getByRole('combobox', { name: t.locale }), t.german);
    await user.click(screen.getByRole('checkbox', { name: t.darkHeader }));
    expect(screen.queryByRole('figure', { name: t.styles })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: t.ownColor }));

    expect(code(t.elements)).toBe(
      '<club-notification-bell trigger-theme="dark"></club-notification-bell>\n<club-news-feed trigger-theme="dark"></club-news-feed>',
    );
    expect(code(t.scriptTag)).toMatch(/ data-locale="de"><\/script>$/);
    expect(preview().searchParams.get('widgets')).toBe('notification-bell,news-feed');
    expect(preview().searchParams.get('locale')).toBe('de');
    expect(preview().searchParams.get('header')).toBe('dark');
    expect(code(t.styles)).toBe('club-notification-bell,\nclub-news-feed {\n  --club-color-primary: #0a7d4f;\n}');
    expect(preview().searchParams.get('color')).toBe('0a7d4f');
  });
});
