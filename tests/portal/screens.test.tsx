// Every screen of the shell in both languages: no text key shows untranslated, and nothing is
// styled inline (the portal runs under a strict CSP: style-src 'self').
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/core/i18n/i18n.ts';
import { App } from '../../src/portal/app.tsx';
import { testRegistry } from './support/modules.tsx';
import { createPortalWorld, visit, type PortalWorld } from './support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

const SCREENS: [path: string, heading: { en: string; de: string }][] = [
  ['/dashboard', { en: 'Hello, Mia!', de: 'Hallo, Mia!' }],
  ['/routes', { en: 'Available pages', de: 'Verfügbare Seiten' }],
  ['/settings/address', { en: 'Address settings', de: 'Address settings' }],
  ['/enter-ghost-mode', { en: 'Ghost mode', de: 'Geistermodus' }],
  ['/notfound', { en: 'Page not found', de: 'Seite nicht gefunden' }],
  ['/error500', { en: 'Something went wrong', de: 'Etwas ist schiefgelaufen' }],
  ['/maintenance', { en: 'Maintenance', de: 'Wartung' }],
];

describe.each(['en', 'de'] as const)('shell screens in %s', (language) => {
  it.each(SCREENS)('%s shows only translated texts and no inline styles', async (path, heading) => {
    await portal.signIn({ permissions: ['ghost-mode'], instructions: { register_intro_closed: false } });
    await act(() => setLocale(language));
    visit(path);
    render(<App registry={testRegistry()} />);
    await screen.findByRole('heading', { level: 1, name: heading[language] });
    if (document.querySelector('.club-topbar__menu')) fireEvent.click(document.querySelector('.club-topbar__menu')!);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\b(common|core)\.[a-zA-Z]+/);
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
