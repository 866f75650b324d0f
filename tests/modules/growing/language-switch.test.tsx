// The growing module's form pages follow a language switch (docs/spec.md §4: the language can be
// switched at any time): a message shown in English is worded again in German, label included, and a
// message made after the switch is German through and through.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { growingModule } from '../../../src/modules/growing/index.ts';
import DateOfBirthSettings from '../../../src/modules/growing/pages/date-of-birth.tsx';
import SalePage from '../../../src/modules/growing/pages/sale.tsx';
import { toTimestamp } from '../../../server/clock.ts';
import { setDateOfBirth } from '../../../server/auth/date-of-birth.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { endGrowingTest } from './ending.ts';

let teardown: (() => void) | null = null;
afterEach(async () => {
  await endGrowingTest(teardown);
  teardown = null;
});

/** A member of 36 whose age is known (the sale page offers its form only then). */
async function growingWorld(dateOfBirth: string | null) {
  const server = createWorld();
  server.clock.set('2026-01-14T12:00:00Z');
  const member = await server.createUser();
  if (dateOfBirth) setDateOfBirth(server.db, member.id, dateOfBirth, toTimestamp(server.clock.now()));
  const client = await signedInClient(server, server.tokenFor(member), growingModule);
  teardown = client.teardown;
  return client;
}

const toGerman = () => act(() => setLocale('de'));

describe('date of birth', () => {
  it('words the message in German after a switch, label included', async () => {
    const client = await growingWorld(null);
    client.renderAt('/settings/date-of-birth', <DateOfBirthSettings />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Date of birth is required.');
    await toGerman();
    await screen.findByText('Geburtsdatum ist erforderlich.');
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('makes a message after the switch in German, label included', async () => {
    const client = await growingWorld(null);
    client.renderAt('/settings/date-of-birth', <DateOfBirthSettings />);
    await screen.findByRole('button', { name: 'Save' });
    await toGerman();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Speichern' }));
    expect((await screen.findByText(/ist erforderlich\.$/)).textContent).toBe('Geburtsdatum ist erforderlich.');
  });
});

describe('sale', () => {
  it('words the messages in German after a switch, labels included', async () => {
    const client = await growingWorld('1990-01-01');
    client.renderAt('/growing/sale', <SalePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reserve' }));
    await screen.findByText('Strain is required.');
    await toGerman();
    expect((await screen.findAllByText(/ist erforderlich\.$/)).map((message) => message.textContent)).toEqual([
      'Sorte ist erforderlich.',
      'Gramm ist erforderlich.',
      'Abholung ist erforderlich.',
    ]);
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('makes the messages after the switch in German, labels included', async () => {
    const client = await growingWorld('1990-01-01');
    client.renderAt('/growing/sale', <SalePage />);
    await screen.findByRole('button', { name: 'Reserve' });
    await toGerman();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reservieren' }));
    expect((await screen.findAllByText(/ist erforderlich\.$/)).map((message) => message.textContent)).toEqual([
      'Sorte ist erforderlich.',
      'Gramm ist erforderlich.',
      'Abholung ist erforderlich.',
    ]);
  });
});
