// The volunteer hours page against the real server (docs/spec.md §11): hours logged through the form
// wait for approval and show in the year's list; a duration out of range is refused beside its field.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { volunteeringModule } from '../../../src/modules/volunteering/index.ts';
import VolunteeringPage from '../../../src/modules/volunteering/pages/volunteering-page.tsx';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

async function memberWorld() {
  const server = createWorld({ env: { CLUB_VOLUNTEER_HOURS_TARGET: '10' } });
  const member = await server.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  return { server, ...(await signedInClient(server, server.tokenFor(member), volunteeringModule)) };
}

let world: Awaited<ReturnType<typeof memberWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

describe('the volunteer hours page', () => {
  it('logs hours that wait for approval and lists them under the year.', async () => {
    world = await memberWorld();
    const user = userEvent.setup();
    world.renderAt('/volunteering', <VolunteeringPage />);
    await screen.findByText('0 h of 10 h approved.');
    // The server's clock says 1 January 2026.
    const day = screen.getByLabelText(/^Day worked/);
    await user.clear(day);
    await user.type(day, '2026-01-01');
    await user.type(screen.getByRole('textbox', { name: /^Task/ }), 'Counter shift');
    await user.type(screen.getByRole('textbox', { name: /^Hours/ }), '2,5');
    await user.click(screen.getByRole('button', { name: 'Log the hours' }));
    await screen.findByText('Your hours are logged and wait for approval.');
    const list = screen.getByRole('region', { name: 'Logged hours' });
    const item = (await within(list).findByText('Counter shift')).closest('li')!;
    expect(within(item).getByText('Waiting for approval')).toBeVisible();
    await screen.findByText('0 h of 10 h approved. 2.5 h waiting for approval.');
  });

  it('refuses a duration over 12 hours beside the field, logging nothing.', async () => {
    world = await memberWorld();
    const user = userEvent.setup();
    world.renderAt('/volunteering', <VolunteeringPage />);
    await screen.findByText('0 h of 10 h approved.');
    await user.type(screen.getByRole('textbox', { name: /^Task/ }), 'Night shift');
    await user.type(screen.getByRole('textbox', { name: /^Hours/ }), '13');
    await user.click(screen.getByRole('button', { name: 'Log the hours' }));
    await screen.findByText('Enter between 0.25 and 12 hours.');
    expect(screen.getByText('No hours logged this year yet.')).toBeVisible();
  });
});
