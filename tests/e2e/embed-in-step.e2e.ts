// What the widgets show is what the server holds (docs/spec.md §4): on the strict-CSP club website
// of another origin, opening the bell's list marks nothing and keeps the count; the page hears no
// made-up `unread-change {count: 0}` first; "Mark all as read" in one tab, and a ticket answer read
// elsewhere (the portal's GET of the ticket), reach every other tab through the member's channel.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bellIn, bellName, club, DEMO, embedWorld, foreignSignedInContext, twinOf } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';

const world = embedWorld();
const HOST = 'club-notification-bell';

/** The member's unread count as the server holds it. */
async function serverUnread(): Promise<number> {
  const token = await club(world.server, 'token', DEMO);
  const response = await fetch(`${world.server.baseURL}/api/user/header`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { notifications: { notifications: { unread_count: number } } }).notifications
    .notifications.unread_count;
}

/** The strict-CSP example on the other origin, every club:unread-change noted from the start. */
async function clubPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { counts: number[] }).counts = counts;
    document.addEventListener('club:unread-change', (event) => counts.push((event as CustomEvent).detail.count));
  });
  const page = await context.newPage();
  await page.goto(`${twinOf(world.server.baseURL)}/examples/strict-csp/`);
  await page.locator(HOST).locator('.club-bell__live--connected').waitFor({ timeout: SLOW });
  return page;
}

const counts = (page: Page) => page.evaluate(() => (window as unknown as { counts: number[] }).counts);
const unreadIn = async (page: Page) => Number(/(\d+) unread/.exec((await bellName(page, HOST)) ?? '')?.[1] ?? 0);

describe('widgets in step with the server', () => {
  it('keeps the server’s count when the list opens, and tells the page no count it does not have', async () => {
    const context = await foreignSignedInContext(world);
    try {
      const held = await serverUnread();
      expect(held).toBeGreaterThan(10); // more than one page of the list
      const page = await clubPage(context);
      await expect.poll(() => unreadIn(page), { timeout: SLOW }).toBe(held);
      expect((await counts(page))[0]).toBe(held);
      await bellIn(page, HOST).click();
      await page.locator(HOST).getByRole('dialog').getByRole('listitem').first().waitFor({ timeout: SLOW });
      expect(await unreadIn(page)).toBe(held);
      expect(await serverUnread()).toBe(held);
      await page.reload();
      await expect.poll(() => unreadIn(page), { timeout: SLOW }).toBe(held);
      expect(await counts(page)).not.toContain(0);
    } finally {
      await context.close();
    }
  });

  it('follows “Mark all as read” of another tab, and a ticket answer read in the portal, through the member’s channel', async () => {
    const context = await foreignSignedInContext(world);
    try {
      const [one, two] = [await clubPage(context), await clubPage(context)];
      await expect.poll(() => unreadIn(two), { timeout: SLOW }).toBeGreaterThan(0);
      const indicator = two.locator('club-ticket-indicator').getByRole('link', { name: 'Unread ticket answers: 1' });
      await indicator.waitFor({ timeout: SLOW });

      await bellIn(one, HOST).click();
      await one.locator(HOST).getByRole('button', { name: 'Mark as read' }).click();
      await expect.poll(() => unreadIn(one), { timeout: SLOW }).toBe(0);
      await expect.poll(() => unreadIn(two), { timeout: SLOW }).toBe(0);
      expect(await counts(two)).toContain(0);

      // the portal opens the answered ticket (its GET marks it read)
      const token = await club(world.server, 'token', DEMO);
      const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      const header = (await (await fetch(`${world.server.baseURL}/api/user/header`, { headers })).json()) as {
        notifications: { tickets: { unread_ticket_id: number } };
      };
      const opened = await fetch(
        `${world.server.baseURL}/api/support/tickets/${header.notifications.tickets.unread_ticket_id}`,
        { headers },
      );
      expect(opened.status).toBe(200);
      await indicator.waitFor({ state: 'detached', timeout: SLOW });
      await one
        .locator('club-ticket-indicator')
        .getByRole('link', { name: /^Unread ticket answers/ })
        .waitFor({ state: 'detached', timeout: SLOW });
    } finally {
      await context.close();
    }
  });
});
