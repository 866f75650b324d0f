// Settings → Date of birth against the real server (docs/threats.md T26): once the club checked
// the age on an ID, the page says so in the member's language and a change is refused with the
// server's message under the field; before the check the member corrects it and the meter says
// the under-21 limits apply until the check.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { growingModule } from '../../../src/modules/growing/index.ts';
import DateOfBirthSettings from '../../../src/modules/growing/pages/date-of-birth.tsx';
import { QuotaMeter } from '../../../src/modules/growing/components/quota-meter.tsx';
import { $quota } from '../../../src/modules/growing/store.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { recordAgeCheck } from '../../../server/auth/age-checks.ts';
import { setDateOfBirth } from '../../../server/auth/date-of-birth.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { COUNTER_STAFF, endGrowingTest } from './ending.ts';

let teardown: (() => void) | null = null;
afterEach(async () => {
  await endGrowingTest(teardown);
  teardown = null;
});

async function birthWorld(checked: boolean) {
  const server = createWorld();
  server.clock.set('2026-01-14T12:00:00Z');
  const member = await server.createUser();
  setDateOfBirth(server.db, member.id, '2005-03-09', toTimestamp(server.clock.now()));
  if (checked)
    recordAgeCheck(server.app.deps, COUNTER_STAFF, {
      userId: member.id,
      dateOfBirth: '2005-03-09',
      document: 'ID card',
    });
  const client = await signedInClient(server, server.tokenFor(member), growingModule);
  teardown = client.teardown;
  return client;
}

async function tryToChange(date: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/^(Date of birth|Geburtsdatum)/);
  await user.clear(field);
  await user.type(field, date);
  await user.click(screen.getByRole('button', { name: /^(Save|Speichern)$/ }));
}

describe('Settings: date of birth', () => {
  it('says the club checked it and shows the refusal of a change under the field (English)', async () => {
    const client = await birthWorld(true);
    client.renderAt('/settings/date-of-birth', <DateOfBirthSettings />);
    expect(
      await screen.findByText(
        'The club checked your date of birth (March 9, 2005) on your ID card on January 14, 2026. Only the club’s staff can correct it.',
      ),
    ).toBeVisible();
    await tryToChange('1990-01-01');
    await waitFor(() =>
      expect(screen.getByLabelText(/^(Date of birth|Geburtsdatum)/)).toHaveAccessibleDescription(
        'The club has checked your date of birth against your ID. To correct it, please ask the club’s staff.',
      ),
    );
  });

  it('says the club checked it and shows the refusal of a change in German', async () => {
    const client = await birthWorld(true);
    await setLocale('de');
    client.renderAt('/settings/date-of-birth', <DateOfBirthSettings />);
    expect(
      await screen.findByText(
        'Der Club hat dein Geburtsdatum (9. März 2005) am 14. Januar 2026 anhand deines Dokuments (Personalausweis) geprüft. Nur das Team des Clubs kann es korrigieren.',
      ),
    ).toBeVisible();
    await tryToChange('1990-01-01');
    await waitFor(() =>
      expect(screen.getByLabelText(/^(Date of birth|Geburtsdatum)/)).toHaveAccessibleDescription(
        'Der Club hat dein Geburtsdatum anhand deines Ausweises geprüft. Für eine Korrektur wende dich bitte an das Team des Clubs.',
      ),
    );
  });

  it('saves a correction while the age is unchecked, and the meter says the under-21 limits apply until the check', async () => {
    const client = await birthWorld(false);
    client.renderAt('/settings/date-of-birth', <DateOfBirthSettings />);
    await tryToChange('1990-01-01');
    await waitFor(() => expect($quota.get().data?.date_of_birth).toBe('1990-01-01'));
    cleanup();
    client.renderAt('/growing', <QuotaMeter quota={$quota.get().data!} />);
    expect(
      screen.getByText(
        'The club has not checked your age on an ID yet: until then the limits for members under 21 apply. Bring your ID to your next pickup.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: /0 g of 30 g$/ })).toHaveAttribute('max', '30');
  });
});
