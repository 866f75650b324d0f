// Browser journey: logging out closes the realtime connection without a word in the
// console. Chromium logs "WebSocket is already in CLOSING or CLOSED state." when something sends on
// a socket it has begun to close, so every console message of the journey is read. On the chat
// screen the chat's and the bell's listeners go in the same tick as the token: the channel they
// leave must not be left on the closing socket (src/core/realtime/client.ts, detach); and no
// request already sent with the token may be answered 401 because it was revoked meanwhile.
import { describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { browserWorld } from './support/browser.ts';
import { DEMO, SLOW, expectNoSeriousA11y } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const world = browserWorld();

describe('logging out', () => {
  it('closes the realtime connection without a console warning or error, from the chat screen.', async () => {
    const server = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };
    // Demo has conversations, so the chat screen listens; a token from `club token` spends no emailed code.
    const token = await club(server, 'token', DEMO);
    const context = await contextWithSession(
      world.browser,
      server.baseURL,
      await sessionDocument(server.baseURL, token, DEMO),
    );
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    // The member's private channel subscribed: the connection is fully up before the logout.
    let closed!: Promise<unknown>;
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) => {
        closed = new Promise((gone) => socket.on('close', gone));
        socket.on('framereceived', ({ payload }) => {
          const frame = String(payload);
          if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes('private-')) resolve();
        });
      }),
    );
    // The header's reads reach the server 400 ms late: the catch-up the subscription's success
    // asks for is still on its way when Log out is pressed. Revoked under it, the token got a 401,
    // an error in the console (src/core/session/auth-session.ts lets such requests finish first).
    await page.route('**/api/user/header', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/chat');

    await subscribed;

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login', { timeout: SLOW });
    await page.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: SLOW });
    await closed;
    await page.waitForLoadState('networkidle', { timeout: SLOW });
    expect(messages).toEqual([]);
    await expectNoSeriousA11y(page);
    await context.close();
  });
});
