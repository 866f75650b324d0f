// Browser journey: the documented demo of the client update works. With the portal
// open, `npm run club -- client-updated` in demo mode stamps the built portal as a newer build and
// sends the cue; the open page finds the newer build at /version.json and shows the update dialog
// (docs/spec.md §9); 'Apply Now' reloads into the deployed build, which is then not offered again.
import { describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { browserWorld } from './support/browser.ts';
import { DEMO, SLOW } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const world = browserWorld();

describe('the client-update demo', () => {
  it('shows the update dialog in an open portal when the club runs client-updated, and reloads into the newer build.', async () => {
    const server = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };
    const token = await club(server, 'token', DEMO);
    const context = await contextWithSession(
      world.browser,
      server.baseURL,
      await sessionDocument(server.baseURL, token, DEMO),
    );
    const page = await context.newPage();
    // The public `client` channel subscribed: the cue can reach the page.
    const listening = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = String(payload);
          if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes('"channel":"client"'))
            resolve();
        }),
      ),
    );
    await page.goto('/dashboard');
    await listening;
    const running = await page.locator('meta[name="club:build"]').getAttribute('content');

    const said = await club(server, 'client-updated');
    const deployed = ((await (await fetch(`${server.baseURL}/version.json`)).json()) as { version: string }).version;
    expect(said).toContain(`Demo mode: the deployed portal is now build ${deployed} (was ${running}).`);

    const dialog = page.getByRole('alertdialog', { name: 'Update Available' });
    await dialog.waitFor({ timeout: SLOW });
    // 'Apply Now' reloads at once; on a slow machine the dialog's own 5 s reload may come first.
    const reloaded = page.waitForEvent('load', { timeout: SLOW });
    await dialog
      .getByRole('button', { name: 'Apply Now' })
      .click({ timeout: 2_000 })
      .catch(() => {});
    await reloaded;
    expect(await page.locator('meta[name="club:build"]').getAttribute('content')).toBe(deployed);
    await context.close();
  });
});
