// Widget sites in the staff area (docs/spec.md §10 "Widget origins"), against the real server: the
// board allows a website, which the server allows at once, sees why a typed address is refused,
// copies the script tag, and stops allowing the website again; in English and German.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { isAllowedOrigin } from '../../../server/http/widget-origins.ts';
import WidgetOriginsPage from '../../../src/modules/club-office/pages/widget-origins-page.tsx';
import { officeWorld, type OfficeWorld } from './world.tsx';

let world: OfficeWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
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
  },
  de: {
    title: 'Widget-Websites',
    origin: 'Adresse der Website (https://…, ohne Pfad)',
    add: 'Diese Website erlauben',
    invalid: 'Gib eine Website-Adresse wie https://club-site.example ein, ohne Pfad.',
    remove: `${SITE} nicht mehr erlauben`,
    scriptTag: 'Script-Tag',
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
});
