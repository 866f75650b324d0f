// All four widgets on a club website of ANOTHER origin (the strict-CSP example
// opened under the server's other loopback name) that sends a strict Content-Security-Policy and
// carries hostile CSS, in chromium against the real server: the elements defined and rendered;
// one sign-in through any widget (with the emailed code) signs in all four; each shows the member's
// data; `club notify`, a staff ticket answer, a new post and `club order:paid` update their widget
// live; one websocket for the whole browser; no CSP violation; a widget added later mounts; the
// site's CSS does not reach the widgets.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLOW } from './support/portal.ts';
import { answerTicket, publishPost } from './support/staff.ts';
import {
  club,
  collectStyles,
  DEMO,
  differences,
  embedWorld,
  mailedCode,
  notify,
  PASSWORD,
  pinFont,
  serverSockets,
  twinOf,
  until,
} from './embed-helpers.ts';

const world = embedWorld();

const LAYOUT = ['width', 'height', 'inline-size', 'block-size', 'transform-origin', 'perspective-origin'];
// the loader club-widgets.js imports (embed/script-tag.js)
const LOADER = /\/embed\/loader-[\w-]+\.js$/;
const TAGS = ['club-notification-bell', 'club-wallet-summary', 'club-ticket-indicator', 'club-news-feed'];

/** The strict-CSP example page on the other origin, with a listener for CSP violations. */
async function foreignPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  await page.goto(`${twinOf(world.server.baseURL)}/examples/strict-csp/`);
  return page;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** The demo member's wallet as the API reports it. */
async function wallet(): Promise<{ balance_cents: number }> {
  const token = await club(world.server, 'token', DEMO);
  const response = await fetch(`${world.server.baseURL}/api/wallet`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { balance_cents: number };
}
/** The demo member's pending deposit order (the demo data has one). */
async function pendingDeposit(): Promise<{ label: string; total_cents: number }> {
  const token = await club(world.server, 'token', DEMO);
  const response = await fetch(`${world.server.baseURL}/api/wallet/orders`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const orders = ((await response.json()) as { data: { label: string; status: string; total_cents: number }[] }).data;
  return orders.find((order) => order.status === 'pending')!;
}
const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const newsTitles = (page: Page, host = 'club-news-feed') =>
  page.locator(host).locator('.news-card__title').allTextContents();

describe('all four widgets on a foreign-origin page with a strict CSP and hostile CSS', () => {
  it('signs in once through the wallet widget, shows the member’s data in all four, updates each live over one websocket, without a CSP violation', async () => {
    const context = await world.browser.newContext();
    const page = await foreignPage(context);
    expect(new URL(page.url()).origin).not.toBe(world.server.baseURL);

    // defined and rendered, signed out: each shows its prompt
    await page.evaluate(() => (window as unknown as { ClubWidgets: { ready: Promise<unknown> } }).ClubWidgets.ready);
    expect(await page.evaluate((tags) => tags.map((tag) => Boolean(customElements.get(tag))), TAGS)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await page.locator('club-wallet-summary').getByRole('button', { name: 'Sign in to see your wallet' }).waitFor();
    await page.locator('club-notification-bell').getByRole('button', { name: 'Notifications: sign in' }).waitFor();
    await page.locator('club-ticket-indicator').getByRole('button', { name: 'Support tickets: sign in' }).waitFor();
    await page.locator('club-news-feed').getByRole('button', { name: 'Sign in to read the club news' }).waitFor();

    // one sign-in, with the verification step, through the wallet widget
    await page.locator('club-wallet-summary').getByRole('button', { name: 'Sign in to see your wallet' }).click();
    const popover = page.locator('club-wallet-summary').getByRole('dialog');
    await popover.getByLabel('Email').fill(DEMO);
    await popover.getByLabel('Password').fill(PASSWORD);
    await popover.getByRole('button', { name: 'Sign in' }).click();
    const code = popover.getByLabel('Code from the email');
    await code.waitFor({ timeout: 15_000 });
    await code.fill(await mailedCode(world.server, DEMO));
    await popover.getByRole('button', { name: 'Confirm' }).click();

    // every widget is the member's now
    const { balance_cents } = await wallet();
    await page
      .locator('club-wallet-summary')
      .getByText(euros(balance_cents), { exact: true })
      .waitFor({ timeout: 15_000 });
    await page.locator('club-ticket-indicator').getByRole('link', { name: 'Unread ticket answers: 1' }).waitFor();
    await expect
      .poll(() => newsTitles(page))
      .toEqual(['Opening hours in winter', 'Summer meetup: registration open', 'New photo gallery']);
    const bell = page.locator('club-notification-bell').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await page.locator('club-notification-bell').locator('.club-bell__live--connected').waitFor({ timeout: 20_000 });

    // live: a notification, a staff answer, a new post, a booked deposit
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);
    await notify(world.server);
    await page
      .locator('club-notification-bell')
      .getByRole('button', { name: `Notifications, ${before + 1} unread` })
      .waitFor({ timeout: 10_000 });
    await answerTicket(world.server, DEMO, 'Question about my deposit');
    await page
      .locator('club-ticket-indicator')
      .getByRole('link', { name: 'Unread ticket answers: 2' })
      .waitFor({ timeout: 10_000 });
    await publishPost(world.server, 'Regatta results');
    await expect
      .poll(() => newsTitles(page), { timeout: 10_000 })
      .toEqual(['Regatta results', 'Opening hours in winter', 'Summer meetup: registration open']);
    // the member's pending bank-transfer deposit marked paid by the staff command (WalletUpdated)
    const order = await pendingDeposit();
    await club(world.server, 'order:paid', order.label);
    await page
      .locator('club-wallet-summary')
      .getByText(euros(balance_cents + order.total_cents), { exact: true })
      .waitFor({ timeout: 10_000 });

    // one websocket for the whole browser: a second tab of the site follows the first one's
    const second = await foreignPage(context);
    await expect.poll(() => newsTitles(second), { timeout: 15_000 }).toContain('Regatta results');
    expect(
      await until(
        () => serverSockets(world.server),
        (sockets) => sockets === 1,
      ),
    ).toBe(1);

    // a widget added later mounts (a custom element the page creates after load)
    await page.getByRole('button', { name: 'Add a news feed to the page' }).click();
    await expect.poll(() => newsTitles(page, '#late-bells club-news-feed')).toEqual(['Regatta results']);

    expect(await violations(page)).toEqual([]);
    expect(await violations(second)).toEqual([]);
    await context.close();
    await until(
      () => serverSockets(world.server),
      (sockets) => sockets === 0,
    );
  });

  it('paints each widget’s named button with its icon from club-widgets.js alone, whose click opens its popup saying what loads, before the loader arrives (for a member: the bell)', async () => {
    const context = await world.browser.newContext();
    await context.route(LOADER, (route) => route.abort());
    const page = await foreignPage(context);
    const wallet = page.locator('club-wallet-summary');
    const painted = wallet.getByRole('button', { name: 'Sign in to see your wallet' });
    await painted.click();
    const popup = wallet.getByRole('dialog', { name: 'Sign in to see your wallet' });
    expect(await popup.textContent()).toBe('Loading the sign-in');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    const bell = page.locator('club-notification-bell').getByRole('button', { name: 'Notifications: sign in' });
    expect(await bell.locator('svg path').count()).toBe(1);
    await bell.click();
    expect(
      await page
        .locator('club-notification-bell')
        .getByRole('dialog', { name: 'Notifications: sign in' })
        .textContent(),
    ).toBe('Loading the sign-in');
    await signIntoSite(page);
    await page.reload();
    const memberBell = page.locator('club-notification-bell').getByRole('button', { name: 'Notifications' });
    await memberBell.click();
    expect(
      await page.locator('club-notification-bell').getByRole('dialog', { name: 'Notifications' }).textContent(),
    ).toBe('Loading notifications');
    // the other widgets show the member's data, which takes the API: nothing painted for them
    expect(await page.evaluate(() => document.querySelector('club-wallet-summary')!.shadowRoot)).toBeNull();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  // docs/architecture.md decision 6: the painted button is usable from the start, its click is not lost
  it('opens the sign-in, and a member’s list, from a click before the loader has run once the loader is there', async () => {
    const context = await world.browser.newContext();
    // the loader is held until released (each load of the page asks for it again)
    let held = true;
    const waiting: (() => void)[] = [];
    await context.route(LOADER, async (route) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    const release = () => {
      held = false;
      waiting.splice(0).forEach((resolve) => resolve());
    };
    const page = await foreignPage(context);
    const host = page.locator('club-notification-bell');
    await host.getByRole('button', { name: 'Notifications: sign in' }).click();
    await host.getByRole('dialog', { name: 'Notifications: sign in' }).waitFor();
    release();
    // the loader's prompt renders open in its place, the form's first field focused: no second click
    const email = host.getByRole('dialog').getByLabel('Email');
    await email.waitFor({ timeout: SLOW });
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.querySelector('club-notification-bell')!.shadowRoot!.activeElement?.getAttribute('type'),
          ),
        { timeout: SLOW },
      )
      .toBe('email');

    const title = await notify(world.server);
    await signIntoSite(page);
    held = true;
    await page.reload();
    await host.getByRole('button', { name: 'Notifications' }).click();
    await host.getByRole('dialog', { name: 'Notifications' }).waitFor();
    release();
    await host.getByRole('dialog').getByText(title).waitFor({ timeout: SLOW });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('takes no space for the ticket indicator when no answer is unread', async () => {
    const context = await world.browser.newContext();
    const page = await foreignPage(context);
    await signIntoSite(page);
    // the member reads every answered ticket: nothing is unread any more
    const token = await club(world.server, 'token', DEMO);
    const tickets = (await (
      await fetch(`${world.server.baseURL}/api/support/tickets`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id: number }[] };
    for (const ticket of tickets.data)
      await fetch(`${world.server.baseURL}/api/support/tickets/${ticket.id}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
    await page.reload();
    await page.locator('club-wallet-summary').locator('.club-wallet-summary__amount').waitFor({ timeout: 15_000 });
    const box = await page.locator('club-ticket-indicator').boundingBox();
    expect(box && { width: box.width, height: box.height }).toEqual({ width: 0, height: 0 });
    await context.close();
  });

  it('renders each widget the same with and without the site’s hostile CSS (every computed property)', async () => {
    await answerTicket(world.server, DEMO, 'Change of address'); // something unread: the indicator shows
    const context = await world.browser.newContext();
    const styles = async (blockCss: boolean) => {
      const page = await context.newPage();
      if (blockCss) await page.route(/\/host-site\/site\.css$/, (route) => route.abort());
      await page.goto(`${twinOf(world.server.baseURL)}/examples/strict-csp/`);
      await signIntoSite(page);
      await page.reload();
      await expect.poll(() => newsTitles(page), { timeout: 15_000 }).toHaveLength(3);
      await page.locator('club-wallet-summary').locator('.club-wallet-summary__amount').waitFor();
      await page.locator('club-ticket-indicator').getByRole('link').waitFor();
      await page.locator('club-notification-bell').locator('.club-bell__live--connected').waitFor({ timeout: 20_000 }); // the dot's colour follows the socket
      await page.mouse.move(0, 0);
      await pinFont(page, TAGS.join(', ')); // the page's font is let in on purpose (embed-looks.e2e.ts)
      const result: Record<string, unknown> = {};
      // sizes resolved from the room the page gives a widget may differ; every other property must not
      for (const tag of TAGS) result[tag] = await page.evaluate(collectStyles, [tag, LAYOUT] as [string, string[]]);
      // the hostile CSS is really there (or not): the page's own buttons are pink
      result.pink = await page
        .locator('#add-bell')
        .evaluate((b) => getComputedStyle(b).backgroundColor === 'rgb(255, 105, 180)');
      await page.close();
      return result;
    };
    const hostile = await styles(false);
    const plain = await styles(true);
    expect([hostile.pink, plain.pink]).toEqual([true, false]);
    for (const tag of TAGS) {
      const a = hostile[tag] as Parameters<typeof differences>[0];
      expect(Object.keys(a).length).toBeGreaterThan(3);
      expect({ tag, differences: differences(a, plain[tag] as typeof a) }).toEqual({ tag, differences: [] });
    }
    await context.close();
  });
});

/** The demo member's persisted session, as a sign-in on that origin leaves it. */
async function signedInDocument(): Promise<string> {
  const { sessionDocument } = await import('./support/signed-in.ts');
  return sessionDocument(world.server.baseURL, await club(world.server, 'token', DEMO), DEMO);
}

/** Stores it where the widgets keep it on another origin than the portal's (docs/contracts.md §7.7). */
async function signIntoSite(page: Page): Promise<void> {
  const key = `club-widgets:${world.server.baseURL}`;
  await page.evaluate(([name, doc]) => localStorage.setItem(name!, doc!), [key, await signedInDocument()]);
}
