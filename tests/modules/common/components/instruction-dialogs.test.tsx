// The register intro and the Android-app hint (docs/spec.md §3 instruction_state), each closed for good
// through POST instructions/toggle-state/{id} and the session's flag.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, enterGhost, login } from '../../../../src/core/session/session.ts';
import type { User } from '../../../../src/core/types.ts';
import { AndroidAppHint, RegisterIntro } from '../../../../src/modules/common/components/instruction-dialogs.tsx';
import { $pendingInstruction } from '../../../../src/modules/common/store/instructions.ts';
import { CommonToaster } from '../../../../src/modules/common/components/toaster.tsx';
import { toTimestamp } from '../../../../server/clock.ts';
import { setMaintenance } from '../../../../server/db/app-state.ts';
import { findUserById, setInstructionState } from '../../../../server/auth/repository-users.ts';
import { instructionState } from '../../../../server/auth/user-resource.ts';
import { createPortalWorld, type PortalWorld } from '../../../portal/support/world.ts';

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 ClubApp/Android/2.3.0';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => {
  vi.restoreAllMocks();
  portal.stop();
});

function renderHints() {
  render(
    <>
      <RegisterIntro />
      <AndroidAppHint />
      <CommonToaster />
    </>,
  );
}
const serverFlags = (id: number) => instructionState(findUserById(portal.world.db, id)!);

describe('register intro', () => {
  it('welcomes a member who has not closed it yet', async () => {
    await portal.signIn({ instructions: { register_intro_closed: false } });
    renderHints();
    expect(screen.getByRole('dialog', { name: 'Welcome to the club!' })).toBeVisible();
  });

  it('closes for good with its button: server flag set, session flag set, not shown again', async () => {
    const { user } = await portal.signIn({ instructions: { register_intro_closed: false } });
    renderHints();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(serverFlags(user.id).register_intro_closed).toBe(true));
    expect(portal.requests).toEqual(['POST instructions/toggle-state/register_intro_closed']);
    expect($session.get().user?.instruction_state.register_intro_closed).toBe(true);
  });

  it('also closes for good when dismissed with Escape', async () => {
    const { user } = await portal.signIn({ instructions: { register_intro_closed: false } });
    renderHints();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(serverFlags(user.id).register_intro_closed).toBe(true));
  });

  it('ends closed on the server even when another tab closed it meanwhile (the endpoint toggles)', async () => {
    const { user } = await portal.signIn({ instructions: { register_intro_closed: false } });
    setInstructionState(
      portal.world.db,
      user.id,
      { ...serverFlags(user.id), register_intro_closed: true },
      toTimestamp(portal.world.clock.now()),
    );
    renderHints();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(portal.requests).toHaveLength(2));
    expect(serverFlags(user.id).register_intro_closed).toBe(true);
    expect($session.get().user?.instruction_state.register_intro_closed).toBe(true);
  });

  it('says so in an error toast when the server cannot record the close, without trapping the member; it comes back at the next login and closes for good then', async () => {
    const { user, auth } = await portal.signIn({ instructions: { register_intro_closed: false } });
    renderHints();
    const now = toTimestamp(portal.world.clock.now());
    setMaintenance(portal.world.db, { since: now, retry: null }, now); // POST instructions/toggle-state answers 503
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    const toasts = screen.getByRole('region', { name: 'Messages' });
    expect(await within(toasts).findByText('Maintenance Mode active. Please try again later.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(serverFlags(user.id).register_intro_closed).toBe(false);

    setMaintenance(portal.world.db, null, now);
    const me = (await portal.world.call('GET', '/api/user', { token: auth.access_token })).body as User;
    act(() => login({ ...auth, user: me }));
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(serverFlags(user.id).register_intro_closed).toBe(true));
  });

  it('is not shown to a member who closed it', async () => {
    await portal.signIn({ instructions: { register_intro_closed: true } });
    renderHints();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is left alone while support staff act as the member (ghost mode)', async () => {
    const { auth } = await portal.signIn({ instructions: { register_intro_closed: false } });
    enterGhost(auth);
    renderHints();
    expect($pendingInstruction.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Android-app hint', () => {
  it('is not shown in a browser outside the app, even when never closed', async () => {
    await portal.signIn({ instructions: { android_app_closed: false } });
    renderHints();
    expect($pendingInstruction.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is shown inside the Android app (user agent marker 'ClubApp/Android')", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
    await portal.signIn({ instructions: { android_app_closed: false } });
    renderHints();
    expect(screen.getByRole('dialog', { name: 'You are using the club app' })).toBeVisible();
  });

  it('shows inside the app once the intro is closed, and closes for good', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
    const { user } = await portal.signIn({ instructions: { register_intro_closed: false, android_app_closed: false } });
    renderHints();
    expect(screen.getByRole('dialog', { name: 'Welcome to the club!' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('dialog', { name: 'You are using the club app' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(serverFlags(user.id)).toMatchObject({ register_intro_closed: true, android_app_closed: true }),
    );
  });
});
