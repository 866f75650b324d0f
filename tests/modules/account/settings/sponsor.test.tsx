// SettingsSponsor: who referred me, and my referral link to copy; in a cannabis club (the default
// club kind) a registration link, worded without advertising (KCanG §6).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsSponsor from '../../../../src/modules/account/pages/settings/settings-sponsor-page.tsx';
import { copyText } from '../../../../src/modules/account/store/settings/clipboard.ts';
import { createClientWorld } from '../../../core/session/auth-world.ts';
import { cleanupSettings, renderSettings } from './harness.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  return cleanupSettings();
});

describe('SettingsSponsor', () => {
  it('names the sponsor and shows the referral link in a club that may advertise.', async () => {
    const world = createClientWorld({ env: { CLUB_KIND: 'general' } });
    const sponsor = await world.server.createUser({ name: 'Sam Sponsor' });
    await renderSettings(SettingsSponsor, { world, member: { sponsor_id: sponsor.id, ref_hash: 'mia2026' } });
    expect(await screen.findByText('You were referred by Sam Sponsor.')).toBeVisible();
    expect(screen.getByLabelText('Referral link').textContent).toBe('http://club.test/r/mia2026');
  });

  it('says when nobody referred the member.', async () => {
    await renderSettings(SettingsSponsor, { world: createClientWorld({ env: { CLUB_KIND: 'general' } }) });
    expect(await screen.findByText('Nobody referred you.')).toBeVisible();
  });

  it('offers to try again when the page cannot be loaded, and shows it then.', async () => {
    const page = await renderSettings(SettingsSponsor, {
      member: { ref_hash: 'mia2026' },
      before: (world) => world.goOffline(),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be loaded.');
    expect(screen.queryByLabelText('Registration link')).toBeNull();
    page.world.goOnline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByLabelText('Registration link')).textContent).toBe('http://club.test/r/mia2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it could not be loaded when the server fails (500), and the error reaches the error dialog.', async () => {
    const world = createClientWorld();
    const sponsor = await world.server.createUser({ name: 'Sam Sponsor' });
    // The sponsor's row can no longer be read: GET user/sponsor fails inside the server.
    world.server.db.exec(
      `ALTER TABLE users ADD COLUMN unreadable TEXT GENERATED ALWAYS AS (CASE WHEN id = ${sponsor.id} THEN json('{') END) VIRTUAL`,
    );
    await renderSettings(SettingsSponsor, { world, member: { sponsor_id: sponsor.id } });
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText(/Sam Sponsor/)).toBeNull();
    expect(world.emitted.map((error) => error.status)).toEqual([500]);
  });

  it('copies the registration link to the clipboard and confirms with a toast.', async () => {
    const user = userEvent.setup();
    await renderSettings(SettingsSponsor, { member: { ref_hash: 'mia2026' } });
    await user.click(await screen.findByRole('button', { name: 'Copy: Registration link' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('http://club.test/r/mia2026');
  });

  it('says so in a toast when the text cannot be copied.', async () => {
    const user = userEvent.setup();
    await renderSettings(SettingsSponsor, { member: { ref_hash: 'mia2026' } });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy: Registration link' }));
    expect(await screen.findByText('Could not copy. Please select the text and copy it yourself.')).toBeVisible();
  });
});

describe('Sponsor page of a cannabis club (KCanG §6: no advertising)', () => {
  // The page keeps its name (the settings tab beside it says "Sponsor"); nothing on it recruits.
  const incentive = /bonus|boni|prämie|reward|belohn|recruit|geworben|werben|referr|empfehl|invite|einlad|join/i;

  for (const [locale, usedLink, label] of [
    ['en', 'You registered through the link of Sam Sponsor.', 'Registration link'],
    ['de', 'Du hast dich über den Link von Sam Sponsor registriert.', 'Registrierungslink'],
  ] as const) {
    it(`speaks of a registration link and the member whose link was used, never of referring (${locale}).`, async () => {
      const world = createClientWorld({ env: { CLUB_KIND: 'cannabis' } });
      const sponsor = await world.server.createUser({ name: 'Sam Sponsor' });
      await renderSettings(SettingsSponsor, { world, locale, member: { sponsor_id: sponsor.id, ref_hash: 'mia2026' } });
      expect(await screen.findByText(usedLink)).toBeVisible();
      expect(screen.getByLabelText(label).textContent).toBe('http://club.test/r/mia2026');
      expect(document.body.textContent!.replaceAll('Sam Sponsor', '')).not.toMatch(incentive);
    });
  }

  it('says neutrally when the member used nobody’s link.', async () => {
    await renderSettings(SettingsSponsor, { world: createClientWorld({ env: { CLUB_KIND: 'cannabis' } }) });
    expect(await screen.findByText('You did not register through a member’s link.')).toBeVisible();
  });
});

describe('copyText', () => {
  it('falls back to select-and-copy on a hidden textarea without the Clipboard API.', async () => {
    const copied: string[] = [];
    const doc = document.implementation.createHTMLDocument('x');
    doc.execCommand = ((command: string) => {
      const area = doc.querySelector('textarea')!;
      copied.push(`${command}:${area.value}:${area.className}`);
      return true;
    }) as Document['execCommand'];
    expect(await copyText('hello', { navigator: {}, document: doc })).toBe(true);
    expect(copied).toEqual(['copy:hello:club-visually-hidden']);
    expect(doc.querySelector('textarea')).toBeNull();
  });

  it('answers false when neither way is available.', async () => {
    const doc = document.implementation.createHTMLDocument('x');
    Object.defineProperty(doc, 'execCommand', { value: undefined });
    expect(await copyText('hello', { navigator: {}, document: doc })).toBe(false);
  });
});
