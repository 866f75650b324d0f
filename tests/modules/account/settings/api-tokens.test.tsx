// ApiToken: create (name, permissions, optional expiry), the secret shown once to copy, list, revoke.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiToken from '../../../../src/modules/account/pages/settings/api-token-page.tsx';
import { cleanupSettings, PASSWORD, renderSettings } from './harness.tsx';

afterEach(cleanupSettings);

async function fillToken(name: string, abilities: string[], expires?: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Token name/), name);
  for (const ability of abilities) await user.click(screen.getByLabelText(ability));
  if (expires !== undefined) {
    const field = screen.getByLabelText(/^Expires on/);
    fireEvent.input(field, { target: { value: expires } });
    fireEvent.change(field, { target: { value: expires } });
  }
  await user.type(screen.getByLabelText(/^Current password/), PASSWORD);
  return user;
}

const tokenList = () => screen.getByRole('list', { name: 'Your tokens' });

describe('ApiToken', () => {
  it('creates a token and shows its secret once, to copy; the secret works against the API.', async () => {
    const page = await renderSettings(ApiToken);
    const user = await fillToken(
      'Home Assistant',
      ['Read wallet and transactions', 'Read notifications'],
      '2099-12-31',
    );
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('The token “Home Assistant” has been created.')).toBeVisible();
    const secret = screen.getByLabelText('Token').textContent!;
    expect(secret).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    const item = within(tokenList()).getByText('Home Assistant').closest('li')!;
    expect(within(item).getByText('Read notifications · Read wallet and transactions')).toBeVisible();
    expect(within(item).getByText('Expires Dec 31, 2099')).toBeVisible();
    expect(within(item).getByText('Never used')).toBeVisible();
    const listed = await page.world.server.call('GET', '/api/user/api-tokens', { token: page.token });
    expect(listed.text).not.toContain(secret.split('|')[1]);
    // The secret on screen is a working token with the chosen permissions, and no more.
    expect((await page.world.server.call('GET', '/api/wallet/transactions', { token: secret })).status).toBe(200);
    expect((await page.world.server.call('GET', '/api/user/notifications/unread', { token: secret })).status).toBe(200);
    const settings = await page.world.server.call('GET', '/api/user/api-tokens', { token: secret });
    expect({ status: settings.status, body: settings.body }).toEqual({
      status: 403,
      body: { message: 'Invalid ability provided.' },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('Token')).toBeNull();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it('copies the new secret with a toast.', async () => {
    await renderSettings(ApiToken);
    const user = await fillToken('cron', ['Read news']);
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await user.click(await screen.findByRole('button', { name: 'Copy: Token' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(screen.getByLabelText('Token').textContent);
  });

  it('asks for the current password: a wrong one is shown next to it and no token is made.', async () => {
    const page = await renderSettings(ApiToken);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Token name/), 'script');
    await user.click(screen.getByLabelText('Read news'));
    await user.type(screen.getByLabelText(/^Current password/), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('The provided password was incorrect.')).toBeVisible();
    expect((await page.world.server.call('GET', '/api/user/api-tokens', { token: page.token })).body).toEqual([]);
  });

  it('asks for a name and at least one permission before sending.', async () => {
    const page = await renderSettings(ApiToken);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Token name is required.')).toBeVisible();
    expect(screen.getByText('Choose at least one permission.')).toBeVisible();
    expect(page.world.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses an expiry date in the past on the client, keeping what was typed.', async () => {
    await renderSettings(ApiToken);
    const user = await fillToken('old', ['Read news'], '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Expires on (optional) must be a date in the future.')).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>(/^Token name/).value).toBe('old');
  });

  it("shows the server's 422 next to its field, keeping the form as typed.", async () => {
    const page = await renderSettings(ApiToken);
    // The server's clock says 2026-01-01; a date the client thinks is future but the server does not.
    page.world.server.clock.set('2100-01-01T00:00:00Z');
    page.world.session.refreshed({
      access_token: page.world.server.tokenFor(page.user),
      token_type: 'Bearer',
      expires_in: 3600,
      user: page.sessionUser()!,
    });
    const user = await fillToken('late', ['Read news'], '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('The expiry date field must be a date after now.')).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>(/^Token name/).value).toBe('late');
    expect(screen.getByLabelText<HTMLInputElement>('Read news').checked).toBe(true);
  });

  it('offers to try again when the list cannot be loaded, and lists the tokens then.', async () => {
    const page = await renderSettings(ApiToken, {
      before: async (world, member) => {
        await world.server.call('POST', '/api/user/api-tokens', {
          token: world.server.tokenFor(member),
          body: { name: 'backup script', abilities: ['user:read'], password: PASSWORD },
        });
        world.goOffline();
      },
    });
    const list = screen.getByRole('region', { name: 'Your tokens' });
    expect((await within(list).findByRole('alert')).textContent).toBe('This could not be loaded.');
    expect(screen.getByLabelText(/^Token name/)).toBeVisible(); // creating stays on offer
    page.world.goOnline();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('backup script')).toBeVisible();
    expect(within(list).queryByRole('alert')).toBeNull();
  });

  it('lists the tokens and revokes one after confirmation; it then gets 401.', async () => {
    let plain = '';
    const page = await renderSettings(ApiToken, {
      before: async (world, member) => {
        plain = (
          await world.server.call('POST', '/api/user/api-tokens', {
            token: world.server.tokenFor(member),
            body: { name: 'backup script', abilities: ['user:read'], password: PASSWORD },
          })
        ).body.plain_text_token;
      },
    });
    expect((await page.world.server.call('GET', '/api/user', { token: plain })).status).toBe(200);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke: backup script' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this token?' });
    expect(within(dialog).getByText('Scripts using “backup script” will stop working.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The token has been revoked.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('You have no API tokens.')).toBeVisible());
    expect((await page.world.server.call('GET', '/api/user', { token: plain })).status).toBe(401);
  });
});
