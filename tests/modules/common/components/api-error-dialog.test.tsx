// The error dialogs of docs/spec.md §8, driven by the real server's answers through the api client.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $apiError, type TooManyRequestsError } from '../../../../src/core/api/errors.ts';
import { $i18n, setLocale } from '../../../../src/core/i18n/i18n.ts';
import { ApiErrorDialog } from '../../../../src/modules/common/components/api-error-dialog.tsx';
import { toTimestamp } from '../../../../server/clock.ts';
import { setMaintenance } from '../../../../server/db/app-state.ts';
import { GHOST_MODE_LIMIT } from '../../../../server/modules/ghost-mode/routes.ts';
import { createPortalWorld, type PortalWorld } from '../../../portal/support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
  await portal.signIn();
  render(<ApiErrorDialog />);
});
afterEach(() => portal.stop());

const call = (fn: () => Promise<unknown>) => act(async () => void (await fn().catch(() => undefined)));
const throttledCall = () => call(() => portal.runtime.api.post('ghost-mode', { email: 'nobody@club.test' }));

async function exhaustGhostModeLimit() {
  for (let i = 0; i < GHOST_MODE_LIMIT.maxAttempts; i++) await throttledCall();
  expect(screen.queryByRole('alertdialog')).toBeNull(); // 403s so far: no dialog
}

describe('error dialogs (docs/spec.md §8)', () => {
  it("shows 429 as 'Too many requests' and how long to wait, the seconds the server sent (Retry-After)", async () => {
    await exhaustGhostModeLimit();
    await throttledCall();
    const dialog = screen.getByRole('alertdialog', { name: 'Too many requests' });
    const seconds = ($apiError.get() as TooManyRequestsError).retryAfter!;
    expect(seconds).toBeGreaterThan(0);
    const wait = seconds === 1 ? 'Please try again in 1 second.' : `Please try again in ${seconds} seconds.`;
    expect(within(dialog).getByText(wait)).toBeVisible();
  });

  it('shows only one 429 dialog at a time: a burst while it is open adds none, and none follows it', async () => {
    await exhaustGhostModeLimit();
    await throttledCall();
    const first = $apiError.get();
    await throttledCall();
    await throttledCall();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect($apiError.get()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a new 429 dialog after the previous one was dismissed', async () => {
    await exhaustGhostModeLimit();
    await throttledCall();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await throttledCall();
    expect(screen.getByRole('alertdialog', { name: 'Too many requests' })).toBeVisible();
  });

  it('titles the 500 dialog with the status text, shows the error icon and says the error was reported', async () => {
    portal.world.db.exec('DROP TABLE notifications'); // GET user/header now fails inside the server
    await call(() => portal.runtime.api.get('user/header'));
    const error = $apiError.get()!;
    expect(error.status).toBe(500);
    const dialog = screen.getByRole('alertdialog', { name: error.statusText || 'Internal Server Error' });
    expect(
      within(dialog).getByText('We reported this error to our development team. Please try again later.'),
    ).toBeVisible();
    expect(dialog.querySelector('.club-icon--error')).toBeVisible();
  });

  it('words the 500 dialog title, the status text, in German for a German member', async () => {
    await act(() => setLocale('de'));
    portal.world.db.exec('DROP TABLE notifications');
    await call(() => portal.runtime.api.get('user/header'));
    const dialog = screen.getByRole('alertdialog', { name: 'Interner Serverfehler' });
    expect(
      within(dialog).getByText(
        'Wir haben diesen Fehler an unser Entwicklungsteam gemeldet. Bitte versuche es später erneut.',
      ),
    ).toBeVisible();
  });

  it("shows 503 as 'Maintenance Mode active. Please try again later.'", async () => {
    setMaintenance(
      portal.world.db,
      { since: toTimestamp(portal.world.clock.now()), retry: null },
      toTimestamp(portal.world.clock.now()),
    );
    await call(() => portal.runtime.api.get('user'));
    const dialog = screen.getByRole('alertdialog', { name: 'Maintenance' });
    expect(within(dialog).getByText('Maintenance Mode active. Please try again later.')).toBeVisible();
  });

  it('is dismissed with OK, Escape or its × button', async () => {
    setMaintenance(
      portal.world.db,
      { since: toTimestamp(portal.world.clock.now()), retry: null },
      toTimestamp(portal.world.clock.now()),
    );
    for (const dismiss of [
      () => fireEvent.click(screen.getByRole('button', { name: 'OK' })),
      () => fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
    ]) {
      await call(() => portal.runtime.api.get('user'));
      expect(screen.getByRole('alertdialog')).toBeVisible();
      dismiss();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }
  });

  it('speaks German to German readers', async () => {
    await act(() => setLocale('de'));
    setMaintenance(
      portal.world.db,
      { since: toTimestamp(portal.world.clock.now()), retry: null },
      toTimestamp(portal.world.clock.now()),
    );
    await call(() => portal.runtime.api.get('user'));
    const dialog = screen.getByRole('alertdialog', { name: 'Wartung' });
    expect(within(dialog).getByText($i18n.get().t('core.errors.maintenance.text'))).toBeVisible();
    expect($i18n.get().t('core.errors.maintenance.text')).toMatch(/^Wartungsmodus aktiv/);
  });

  it('opens no dialog for a validation error (422): the form shows it', async () => {
    await call(() => portal.runtime.api.post('instructions/toggle-state/no_such_flag'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(portal.requests).toEqual(['POST instructions/toggle-state/no_such_flag']);
  });
});
