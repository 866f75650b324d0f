// The settings pages of docs/spec.md §2, registered as the account module's settings pages.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../../../src/core/module-registry.ts';
import { accountModule } from '../../../../src/modules/account/index.ts';
import en from '../../../../src/modules/account/messages/en.ts';
import de from '../../../../src/modules/account/messages/de.ts';

const registry = createModuleRegistry([accountModule]);

describe('account settings pages', () => {
  it('registers address, account, 2fa, devices, notifications, privacy, terms, sponsor and api-token, in that order.', () => {
    expect(registry.settingsPages().map((page) => [page.name, page.path])).toEqual([
      ['SettingsAddress', '/settings/address'],
      ['SettingsAccount', '/settings/account'],
      ['Settings2fa', '/settings/2fa'],
      ['SettingsDevices', '/settings/devices'],
      ['SettingsNotifications', '/settings/notifications'],
      ['SettingsPrivacy', '/settings/privacy'],
      ['SettingsTerms', '/settings/terms'],
      ['SettingsSponsor', '/settings/sponsor'],
      ['ApiToken', '/settings/api-token'],
    ]);
  });

  it('loads every page lazily as a default export, labelled in English and German.', async () => {
    for (const page of registry.settingsPages()) {
      expect(typeof (await page.load()).default, page.name).toBe('function');
      const [moduleId, group, tabs, name] = page.label.split('.');
      expect([moduleId, group, tabs], page.name).toEqual(['account', 'settings', 'tabs']);
      expect((en.settings.tabs as Record<string, string>)[name!], page.name).toBeTruthy();
      expect((de.settings.tabs as Record<string, string>)[name!], page.name).toBeTruthy();
    }
  });
});
