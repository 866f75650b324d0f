// SettingsAddress: the postal address with the country-region-data selects (docs/spec.md §2 "Address form").
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsAddress from '../../../../src/modules/account/pages/settings/settings-address-page.tsx';
import { findAddress } from '../../../../server/auth/repository-users.ts';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { cleanupSettings, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

const country = () => screen.findByLabelText<HTMLSelectElement>(/^Country/);
const region = () => screen.getByLabelText<HTMLSelectElement>(/^Region/);
const optionLabels = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

async function fillAddress(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/^First name/), 'Mia');
  await user.type(screen.getByLabelText(/^Last name/), 'Member');
  await user.type(screen.getByLabelText(/^Street/), 'Hauptstr. 1');
  await user.type(screen.getByLabelText(/^Postcode/), '10115');
  await user.type(screen.getByLabelText(/^City/), 'Berlin');
  return user;
}

describe('SettingsAddress', () => {
  it("shows the placeholders 'Select Country' and 'Select Region', with the US regions while no country is chosen.", async () => {
    await renderSettings(SettingsAddress);
    const countrySelect = await country();
    expect(countrySelect.value).toBe('');
    expect(countrySelect.options[0]!.textContent).toBe('Select Country');
    expect(optionLabels(countrySelect)).toContain('Germany');
    expect(region().options[0]!.textContent).toBe('Select Region');
    expect(optionLabels(region())).toEqual(expect.arrayContaining(['Alabama', 'Wyoming']));
  });

  it.each([
    ['en', /^Country/, ['Germany', 'Austria', 'Switzerland']],
    ['de', /^Land/, ['Deutschland', 'Österreich', 'Schweiz']],
  ] as const)(
    'names the countries in the member language, sorted for it, with the codes as values (%s)',
    async (locale, label, names) => {
      await renderSettings(SettingsAddress, { locale });
      const select = await screen.findByLabelText<HTMLSelectElement>(label);
      const options = [...select.options].slice(1);
      const byCode = Object.fromEntries(options.map((o) => [o.value, o.textContent]));
      expect([byCode.DE, byCode.AT, byCode.CH]).toEqual(names);
      const labels = options.map((o) => o.textContent!);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare));
    },
  );

  it('lets the region list follow the chosen country.', async () => {
    await renderSettings(SettingsAddress);
    const user = userEvent.setup();
    await user.selectOptions(await country(), 'DE');
    expect(optionLabels(region())).toEqual(expect.arrayContaining(['Select Region', 'Bayern', 'Berlin']));
    expect(optionLabels(region())).not.toContain('Alabama');
  });

  it('offers a region without a usable shortCode by its name.', async () => {
    await renderSettings(SettingsAddress);
    await userEvent.setup().selectOptions(await country(), 'MK');
    const radovis = [...region().options].find((o) => o.textContent === 'Radoviš')!;
    expect(radovis.value).toBe('Radoviš');
  });

  it('clears a region that does not belong to the newly chosen country.', async () => {
    await renderSettings(SettingsAddress, { member: { address: true } });
    const user = userEvent.setup();
    await waitFor(async () => expect((await country()).value).toBe('DE'));
    expect(region().value).toBe('BE');
    await user.selectOptions(await country(), 'AT');
    expect(region().value).toBe('');
  });

  it('loads the saved address into the form.', async () => {
    await renderSettings(SettingsAddress, { member: { address: true } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Berlin'));
    expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe('Mia');
    expect((await country()).value).toBe('DE');
    expect(region().value).toBe('BE');
  });

  it('saves the address, updates the session user and marks the address filled, with a success toast.', async () => {
    const page = await renderSettings(SettingsAddress);
    await country();
    const user = await fillAddress();
    await user.selectOptions(await country(), 'DE');
    await user.selectOptions(region(), 'BY');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your address has been saved.')).toBeVisible();
    expect(page.sessionUser()).toMatchObject({
      address_is_filled: true,
      address: { firstname: 'Mia', country: 'DE', region: 'BY' },
    });
    expect(findAddress(page.world.server.db, page.user.id)).toMatchObject({
      city: 'Berlin',
      country: 'DE',
      region: 'BY',
    });
  });

  it('picks the US when a region is chosen from the default US list.', async () => {
    const page = await renderSettings(SettingsAddress);
    await country();
    const user = await fillAddress();
    await user.selectOptions(region(), 'TX');
    expect((await country()).value).toBe('US');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your address has been saved.');
    expect(findAddress(page.world.server.db, page.user.id)).toMatchObject({ country: 'US', region: 'TX' });
  });

  it('checks required names on blur of an edited field, next to the field, before sending anything.', async () => {
    const page = await renderSettings(SettingsAddress);
    await country();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First name/), 'A');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.tab();
    expect(screen.getByText('First name is required.')).toBeVisible();
    const before = page.world.requests.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Last name is required.')).toBeVisible();
    expect(page.world.requests.length).toBe(before);
  });

  it('asks for a region when the chosen country has regions.', async () => {
    await renderSettings(SettingsAddress);
    await country();
    const user = await fillAddress();
    await user.selectOptions(await country(), 'DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(region().closest('.club-field') as HTMLElement).getByText('Region is required.')).toBeVisible();
  });

  it("shows the server's 422 message next to its field and keeps what the member typed.", async () => {
    const page = await renderSettings(SettingsAddress);
    await country();
    const user = await fillAddress();
    await user.clear(screen.getByLabelText(/^Postcode/));
    await user.type(screen.getByLabelText(/^Postcode/), '1'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The postcode field must not be greater than 20 characters.')).toBeVisible();
    expect(screen.getByLabelText(/^Postcode/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>(/^Postcode/).value).toBe('1'.repeat(21));
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Berlin');
    expect(page.sessionUser()!.address_is_filled).toBe(false);
  });

  it("shows the server's reason when a ghost-mode session may not change the address.", async () => {
    const page = await renderSettings(SettingsAddress);
    const ghost = createAccessToken(page.world.server.app.deps, page.user, {
      name: 'Ghost mode: Sam Staff',
      abilities: ['*', 'ghost'],
      lifetimeMinutes: 60,
      idleMinutes: 30,
    });
    page.world.session.refreshed({
      access_token: ghost.plainTextToken,
      token_type: 'Bearer',
      expires_in: 3600,
      user: page.sessionUser()!,
    });
    await country();
    const user = await fillAddress();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Ghost mode is read-only: leave ghost mode to make changes.',
    );
    expect(findAddress(page.world.server.db, page.user.id)).toBeUndefined();
  });

  it('offers to try again when the address cannot be loaded, and loads it then.', async () => {
    const page = await renderSettings(SettingsAddress, {
      member: { address: true },
      before: (world) => world.goOffline(),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be loaded.');
    expect(screen.queryByLabelText(/^City/)).toBeNull();
    page.world.goOnline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Berlin'));
    expect(screen.queryByText('This could not be loaded.')).toBeNull();
  });

  it('speaks German when the member reads German.', async () => {
    await renderSettings(SettingsAddress, { locale: 'de' });
    const select = await screen.findByLabelText<HTMLSelectElement>(/^Land/);
    expect(select.options[0]!.textContent).toBe('Land wählen');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeVisible();
  });
});
