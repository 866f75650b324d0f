// Ghost mode end to end against the real server: only staff with the `ghost-mode` permission
// reach /enter-ghost-mode; they act as the member with a banner on every screen and a way back
// that revokes the ghost token and restores their own login.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { setLocale } from '../../src/core/i18n/i18n.ts';
import { $session, lock } from '../../src/core/session/session.ts';
import { App } from '../../src/portal/app.tsx';
import { testRegistry } from './support/modules.tsx';
import { createPortalWorld, currentPath, visit, type PortalWorld } from './support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
  await portal.createMember({ email: 'mia@club.test', firstname: 'Mia', lastname: 'Member' });
});
afterEach(() => portal.stop());

const staff = () =>
  portal.signIn({ email: 'sam@club.test', firstname: 'Sam', lastname: 'Support', permissions: ['ghost-mode'] });

async function renderAt(path: string, heading: string) {
  visit(path);
  render(<App registry={testRegistry()} />);
  await screen.findByRole('heading', { level: 1, name: heading });
}

async function enterAs(email: string) {
  fireEvent.input(screen.getByLabelText(/Member’s email address/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter ghost mode' }));
}

describe('ghost mode', () => {
  it('is not available to members without the ghost-mode permission, and says so', async () => {
    await portal.signIn();
    await renderAt('/enter-ghost-mode', 'Not available for your membership');
    expect(currentPath()).toBe('/enter-ghost-mode');
    expect(screen.queryByRole('button', { name: 'Enter ghost mode' })).toBeNull();
  });

  it('asks a logged-out visitor to log in first', async () => {
    await renderAt('/enter-ghost-mode', 'Login page');
    expect($session.get().redirectAfterLogin).toBe('/enter-ghost-mode');
  });

  it("lets staff act as the member: the member's session, home page and a banner naming both", async () => {
    await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('mia@club.test');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' });
    expect($session.get().user?.email).toBe('mia@club.test');
    expect($session.get().ghost?.user.email).toBe('sam@club.test');
    expect(
      screen.getByText('Ghost mode: you are acting as Mia Member (mia@club.test). Signed in as Sam Support.'),
    ).toBeVisible();
  });

  it('keeps the banner on every screen, in the app layout and in the card layout', async () => {
    await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('mia@club.test');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' });
    for (const [path, heading] of [
      ['/routes', 'Available pages'],
      ['/maintenance', 'Maintenance'],
    ]) {
      act(() => navigate(path));
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(screen.getByRole('button', { name: 'Leave ghost mode' })).toBeVisible();
    }
  });

  it('leaves ghost mode: the ghost token is revoked on the server and the staff login comes back', async () => {
    const { auth } = await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('mia@club.test');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' });
    const ghostToken = $session.get().token!.access_token;
    fireEvent.click(screen.getByRole('button', { name: 'Leave ghost mode' }));
    await screen.findByRole('heading', { level: 1, name: 'Hello, Sam!' });
    expect(screen.queryByRole('button', { name: 'Leave ghost mode' })).toBeNull();
    expect($session.get().token?.access_token).toBe(auth.access_token);
    expect($session.get().user?.email).toBe('sam@club.test');
    expect((await portal.world.call('GET', '/api/user', { token: ghostToken })).status).toBe(401);
    expect((await portal.world.call('GET', '/api/user', { token: auth.access_token })).status).toBe(200);
  });

  it('shows the server’s answer next to the field for an unknown email, keeping what was typed', async () => {
    await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('nobody@club.test');
    expect(await screen.findByText('The selected email is invalid.')).toBeVisible();
    expect((screen.getByLabelText(/Member’s email address/) as HTMLInputElement).value).toBe('nobody@club.test');
    expect($session.get().ghost).toBeUndefined();
  });

  it('checks the email before asking the server', async () => {
    await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('not an email');
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(portal.requests).toEqual([]);
  });

  it('keeps what was typed and re-words the message shown when the language is switched', async () => {
    await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('not an email');
    expect(screen.getByText('Invalid email address')).toBeVisible();
    await act(() => setLocale('de'));
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeVisible();
    expect((screen.getByLabelText(/E-Mail-Adresse des Mitglieds/) as HTMLInputElement).value).toBe('not an email');
  });

  it('ends ghost mode, not the staff session, when the ghost session expires', async () => {
    await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('mia@club.test');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' });
    act(() => lock()); // what the expiry ticker does when the ghost token runs out
    await screen.findByRole('heading', { level: 1, name: 'Hello, Sam!' });
    expect($session.get().isLoggedIn).toBe(true);
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('logging out in ghost mode revokes both tokens and logs the staff member out', async () => {
    const { auth } = await staff();
    await renderAt('/enter-ghost-mode', 'Ghost mode');
    await enterAs('mia@club.test');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' });
    const ghostToken = $session.get().token!.access_token;
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Login page' });
    expect($session.get().user).toBeNull();
    expect((await portal.world.call('GET', '/api/user', { token: ghostToken })).status).toBe(401);
    expect((await portal.world.call('GET', '/api/user', { token: auth.access_token })).status).toBe(401);
  });
});
