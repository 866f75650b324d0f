// docs/spec.md §3 layout settings, persisted in the `vuex` document under "settings" (see persisted.ts).
// Only the names below exist: toggling or setting any other name does nothing, so a typo or an
// old client can never add keys to the stored document.
import type { ReadableAtom } from 'nanostores';
import { isRecord, persistedSection } from '../../core/session/persisted.ts';
import { storage as defaultStorage, type AppStorage } from '../../core/session/storage.ts';

export const LAYOUT_DEFAULTS = Object.freeze({
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

export type LayoutSettings = { -readonly [K in keyof typeof LAYOUT_DEFAULTS]: boolean };
export type LayoutSettingName = keyof LayoutSettings;

export function isLayoutSettingName(name: string): name is LayoutSettingName {
  return Object.hasOwn(LAYOUT_DEFAULTS, name);
}

export function reviveLayout(raw: unknown): LayoutSettings {
  const stored = isRecord(raw) ? raw : {};
  const layout: LayoutSettings = { ...LAYOUT_DEFAULTS };
  for (const name of Object.keys(layout) as LayoutSettingName[]) {
    const value = stored[name];
    if (typeof value === 'boolean') layout[name] = value;
  }
  return layout;
}

export function createLayoutSettings({ storage = defaultStorage }: { storage?: AppStorage } = {}) {
  const persisted = persistedSection(storage, 'settings', reviveLayout);
  const $layout: ReadableAtom<LayoutSettings> = persisted.$store;

  function setLayoutSetting(name: string, value: boolean) {
    if (!isLayoutSettingName(name) || typeof value !== 'boolean') return;
    persisted.set({ ...$layout.get(), [name]: value });
  }
  function toggleLayoutSetting(name: string) {
    if (isLayoutSettingName(name)) setLayoutSetting(name, !$layout.get()[name]);
  }

  return { $layout, setLayoutSetting, toggleLayoutSetting, destroy: persisted.destroy };
}

export type LayoutSettingsStore = ReturnType<typeof createLayoutSettings>;

export const layoutSettings: LayoutSettingsStore = createLayoutSettings();
export const { $layout, setLayoutSetting, toggleLayoutSetting } = layoutSettings;
