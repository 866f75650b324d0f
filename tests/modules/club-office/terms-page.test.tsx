// Club:Terms against the real server (docs/spec.md §10, §4): the board names a new version in English
// and German; a member reading German is asked to accept it by its German name.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import TermsPage from '../../../src/modules/club-office/pages/terms-page.tsx';
import { officeWorld, type OfficeWorld } from './world.tsx';

let world: OfficeWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

describe('publishing terms', () => {
  it('takes the document name in English and German; a German member reads the German one', async () => {
    world = await officeWorld('board');
    const user = userEvent.setup();
    world.renderAt('/club/terms', <TermsPage />);
    const form = await screen.findByRole('region', { name: 'Publish a new version' });
    await user.type(within(form).getByRole('textbox', { name: 'Document (English name)' }), 'Club Rules');
    await user.type(within(form).getByRole('textbox', { name: 'Document (German name)' }), 'Vereinsordnung');
    await user.type(
      within(form).getByRole('textbox', { name: 'Address (URL) of the new version' }),
      'https://club.example/r',
    );
    await user.click(within(form).getByRole('button', { name: 'Publish to every member' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Club Rules, version 1, is published: members are asked to accept it.',
    );
    const versions = screen.getByRole('region', { name: 'Published versions' });
    expect(await within(versions).findByText(/^Club Rules \/ Vereinsordnung/)).toBeVisible();
    const header = await world.server.call('GET', '/api/user/header', {
      token: world.server.tokenFor(world.member),
      headers: { 'Accept-Language': 'de' },
    });
    expect(header.body.term_updates).toEqual([{ name: 'Vereinsordnung', url: 'https://club.example/r' }]);
  });
});
