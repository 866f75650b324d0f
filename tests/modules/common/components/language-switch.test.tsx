// The language switch (docs/spec.md §3 language): its button on the first screen, its menu loaded
// by the press that opens it (the menu's code is not on the first screen).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $locale } from '../../../../src/core/i18n/i18n.ts';
import { LanguageSwitch } from '../../../../src/modules/common/components/language-switch.tsx';
import { createPortalWorld, type PortalWorld } from '../../../portal/support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

const button = () => screen.getByRole('button', { name: /^Language EN/ });

describe('LanguageSwitch', () => {
  it('shows a closed menu button named with the current language, and no menu before it is pressed.', () => {
    render(<LanguageSwitch />);
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().textContent).toBe('EN');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu with the press that loads it, focus on the first language, and switches the language.', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(button());
    const english = await screen.findByRole('menuitem', { name: /English/ });
    await waitFor(() => expect(document.activeElement).toBe(english));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect($locale.get()).toBe('de'));
    expect(await screen.findByRole('button', { name: /^Sprache DE/ })).toBeVisible();
  });

  it("adopts the menu's popup sheet with the menu it opens, not before (the closed button's is the first screen's).", async () => {
    const menuRules = () =>
      document.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => (rule as CSSStyleRule).selectorText === '.club-menu'),
      );
    document.adoptedStyleSheets = []; // a fresh page: nothing adopted yet
    render(<LanguageSwitch />);
    expect(menuRules()).toBe(false);
    fireEvent.click(button());
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(menuRules()).toBe(true);
  });

  it('opens on ArrowUp with focus on the last language.', async () => {
    render(<LanguageSwitch />);
    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    const german = await screen.findByRole('menuitem', { name: 'Deutsch' });
    await waitFor(() => expect(document.activeElement).toBe(german));
  });
});
