import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as defaultLayout from '../../../src/portal/layouts/layout-settings.ts';
import { createLayoutSettings, type LayoutSettingsStore } from '../../../src/portal/layouts/layout-settings.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import { otherTabWrites, persistedDocument } from '../../core/session/fixtures.ts';
import { setLanguage, setReferralHash } from '../../../src/core/session/updates.ts';

let layout: LayoutSettingsStore;
const fresh = () => createLayoutSettings({ storage: createStorage(localStorage, window) });

beforeEach(() => {
  layout = fresh();
});
afterEach(() => layout.destroy());

describe('layout settings (docs/spec.md §3, §4)', () => {
  it('starts with isFixed and showUserBlock on and every other setting off', () => {
    expect(layout.$layout.get()).toEqual({
      isFixed: true,
      isCollapsed: false,
      isBoxed: false,
      isFloat: false,
      asideHover: false,
      asideScrollbar: false,
      isCollapsedText: false,
      offsidebarOpen: false,
      asideToggled: false,
      showUserBlock: true,
      horizontal: false,
      useFullLayout: false,
      hiddenFooter: false,
    });
  });

  it('toggles a setting that exists', () => {
    layout.toggleLayoutSetting('isCollapsed');
    expect(layout.$layout.get().isCollapsed).toBe(true);
    layout.toggleLayoutSetting('isCollapsed');
    expect(layout.$layout.get().isCollapsed).toBe(false);
  });

  it('sets a setting that exists', () => {
    layout.setLayoutSetting('isFixed', false);
    expect(layout.$layout.get().isFixed).toBe(false);
  });

  it('ignores toggling or setting a name that does not exist, adding no key', () => {
    const before = layout.$layout.get();
    layout.toggleLayoutSetting('isDark');
    layout.setLayoutSetting('toString', true);
    layout.setLayoutSetting('__proto__', true);
    expect(layout.$layout.get()).toBe(before);
    expect(Object.keys(layout.$layout.get())).toHaveLength(13);
    expect(localStorage.getItem('vuex')).toBeNull();
  });

  it('persists the settings under "settings" in the vuex document and restores them', () => {
    layout.setLayoutSetting('hiddenFooter', true);
    expect(persistedDocument().settings.hiddenFooter).toBe(true);
    const reloaded = fresh();
    expect(reloaded.$layout.get().hiddenFooter).toBe(true);
    reloaded.destroy();
  });

  it('shares the vuex document with the session without overwriting it', () => {
    const session = createSession({ storage: createStorage(localStorage, window) });
    setLanguage('de', session);
    layout.toggleLayoutSetting('asideToggled');
    setReferralHash('x7Yq', session);
    expect(persistedDocument()).toMatchObject({
      session: { language: 'de', referral: { hash: 'x7Yq' } },
      settings: { asideToggled: true },
    });
    session.destroy();
  });

  it('falls back to the default of each stored setting that is not a boolean and drops unknown ones', () => {
    layout.destroy();
    localStorage.setItem('vuex', JSON.stringify({ settings: { isFixed: 'no', isBoxed: true, isDark: true } }));
    layout = fresh();
    expect(layout.$layout.get()).toMatchObject({ isFixed: true, isBoxed: true });
    expect(layout.$layout.get()).not.toHaveProperty('isDark');
  });

  it('gives the defaults when the vuex key holds garbage', () => {
    layout.destroy();
    localStorage.setItem('vuex', 'not json at all');
    layout = fresh();
    expect(layout.$layout.get().showUserBlock).toBe(true);
  });

  it('follows a change made in another tab', () => {
    otherTabWrites({ settings: { isCollapsed: true } });
    expect(layout.$layout.get().isCollapsed).toBe(true);
  });

  it('persists through the default instance to localStorage', () => {
    defaultLayout.toggleLayoutSetting('horizontal');
    expect(persistedDocument().settings.horizontal).toBe(true);
    defaultLayout.toggleLayoutSetting('horizontal');
  });
});
