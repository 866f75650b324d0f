// SettingsTerms: documents, versions, what the member accepted, links in a new tab.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import SettingsTerms from '../../../../src/modules/account/pages/settings/settings-terms-page.tsx';
import { insertTermsDocument } from '../../../../server/auth/repository-terms.ts';
import type { ClientWorld } from '../../../core/session/auth-world.ts';
import { cleanupSettings, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

const publish = (world: ClientWorld, name: string, version: number, at: string) =>
  insertTermsDocument(world.server.db, {
    name,
    version,
    url: `https://club.example/${name.replace(/ /g, '-')}-v${version}`,
    published_at: at,
    created_at: at,
  });

describe('SettingsTerms', () => {
  it('lists each document with its version, the accepted version and date, and a link opening in a new tab.', async () => {
    await renderSettings(SettingsTerms, {
      before: async (world, member) => {
        publish(world, 'Privacy Policy', 1, '2025-06-01T00:00:00.000000Z');
        await world.server.call('POST', '/api/user/terms/agree-updates', { token: world.server.tokenFor(member) });
        publish(world, 'Privacy Policy', 2, '2025-12-01T00:00:00.000000Z');
        publish(world, 'Club Rules', 1, '2025-06-01T00:00:00.000000Z');
      },
    });
    const items = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Club Rules|Privacy Policy)$/).textContent)).toEqual([
      'Club Rules',
      'Privacy Policy',
    ]);
    const privacy = within(items[1]!);
    expect(privacy.getByText('Version 2 · Published Dec 1, 2025')).toBeVisible();
    expect(privacy.getByText('You accepted version 1 on Jan 1, 2026.')).toBeVisible();
    expect(privacy.getByText('A newer version is waiting for your acceptance.')).toBeVisible();
    expect(within(items[0]!).getByText('Not accepted yet.')).toBeVisible();
    const link = privacy.getByRole<HTMLAnchorElement>('link', { name: 'Open Privacy Policy (new tab)' });
    expect(link.href).toBe('https://club.example/Privacy-Policy-v2');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('says so when there are no documents.', async () => {
    await renderSettings(SettingsTerms);
    expect(await screen.findByText('There are no terms documents.')).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded.', async () => {
    const world = (await import('../../../core/session/auth-world.ts')).createClientWorld();
    world.goOffline();
    await renderSettings(SettingsTerms, { world }).catch(() => undefined);
    expect(await screen.findByText('This could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('dates in German for German readers.', async () => {
    await renderSettings(SettingsTerms, {
      locale: 'de',
      before: (world) => void publish(world, 'Club Rules', 3, '2025-06-01T00:00:00.000000Z'),
    });
    expect(await screen.findByText('Version 3 · Veröffentlicht am 01.06.2025')).toBeVisible();
  });
});
