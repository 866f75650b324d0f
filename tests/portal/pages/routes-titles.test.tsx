// /routes in both languages with the portal's real modules: every registered route
// the member may open is listed with a translated title, never a text key.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../src/core/i18n/i18n.ts';
import { loadModuleMessages } from '../../../src/portal/router/page.tsx';
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { App } from '../../../src/portal/app.tsx';
import { portalModules } from '../../../src/portal/modules.ts';
import { createPortalWorld, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

describe.each([
  ['en', 'Available pages'],
  ['de', 'Verfügbare Seiten'],
] as const)('/routes in %s', (language, heading) => {
  it('shows a translated title for every registered route the member may open', async () => {
    const registry = createModuleRegistry(portalModules);
    await portal.signIn({ permissions: ['ghost-mode'] });
    await act(() => setLocale(language));
    visit('/routes');
    render(<App registry={registry} />);
    await screen.findByRole('heading', { level: 1, name: heading });
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const listed = rows().map((row) => row.querySelector('code')!.textContent);
    const expected = registry
      .routes()
      .filter((route) => route.access !== 'guest' && !/growing/.test((route.requires ?? []).join()));
    for (const route of expected) expect(listed).toContain(route.path);
    await waitFor(() => {
      const keys = rows()
        .map((row) => row.querySelector('th')!.textContent!)
        .filter((title) => KEY.test(title));
      expect(keys).toEqual([]);
    });
  });
});

describe.each(['en', 'de'] as const)('route titles in %s', (language) => {
  it('translates the title of every registered route, guest screens included, in its own language', async () => {
    const registry = createModuleRegistry(portalModules);
    await setLocale(language);
    for (const id of new Set(registry.routes().map((route) => route.module))) await loadModuleMessages(registry, id);
    await setLocale(language);
    const untranslated = registry.routes().filter((route) => KEY.test(t(route.title)) || t(route.title) === '');
    expect(untranslated.map((route) => route.name)).toEqual([]);
  });
});
