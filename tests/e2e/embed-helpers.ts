// Shared steps of the widget journeys (tests/e2e/embed*.e2e.ts): a browser and a server of their
// own (fresh demo database, so sign-in limits and counts are theirs), a context already signed in,
// the admin CLI, the demo mail outbox, the realtime socket count, and the compact sign-in driven
// like a member would.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { serverEnv, startServer, type RunningServer } from './support/server.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

/** What the helpers need of a server: where it listens and its database (the CLI opens it too). */
export type ServerTarget = Pick<RunningServer, 'baseURL' | 'port' | 'databasePath'>;

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

export const DEMO = 'demo@club.test';
export const TWOFA = 'twofa@club.test';
export const PASSWORD = 'demo-member-2026';
export const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';

/** The same server under its other loopback name: another origin than the portal's. */
export const twinOf = (baseURL: string) => baseURL.replace('//127.0.0.1:', '//localhost:');

/**
 * The example club website's page in `language` (examples/host-site/ and its German twin de/): the
 * widgets speak the page's <html lang>, as a club's bilingual site would have them (docs/spec.md §9).
 */
export const hostSitePage = (language: 'en' | 'de') =>
  language === 'de' ? '/examples/host-site/de/' : '/examples/host-site/';

/**
 * The strict-CSP example (examples/strict-csp/) on the club website's origin (the server's twin),
 * its widgets switched to `language` through ClubWidgets.setLocale.
 */
export async function strictCspPage(
  server: ServerTarget,
  context: BrowserContext,
  language: 'en' | 'de',
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${twinOf(server.baseURL)}/examples/strict-csp/`);
  await page.evaluate(async (wanted) => {
    const api = (window as unknown as { ClubWidgets: { ready: Promise<{ setLocale(l: string): Promise<void> }> } })
      .ClubWidgets;
    await (await api.ready).setLocale(wanted);
  }, language);
  return page;
}

/** `npm run club -- <args>` against the server's database and trigger API. */
export async function club(server: ServerTarget, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, 'server/cli.ts'), ...args], {
    cwd: root,
    env: serverEnv(server.port, server.databasePath),
  });
  return stdout.trim();
}

/** The same command when it may fail: its exit code and what it printed. */
export async function clubExit(
  server: ServerTarget,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, 'server/cli.ts'), ...args], {
      cwd: root,
      env: serverEnv(server.port, server.databasePath),
    });
    return { code: 0, stdout: stdout.trim(), stderr: stderr.trim() };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: (failed.stdout ?? '').trim(), stderr: (failed.stderr ?? '').trim() };
  }
}

export interface EmbedWorld {
  browser: Browser;
  server: RunningServer;
}

/** The journey file's browser and server, filled in before its tests run and stopped after them. */
export function embedWorld(): EmbedWorld {
  const world = {} as EmbedWorld;
  beforeAll(async () => {
    [world.browser, world.server] = await Promise.all([launchBrowser(), startServer()]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
  });
  return world;
}

/** A context signed in as `email` (a token the CLI issues) with the portal in `language`. */
export async function signedInAs(world: EmbedWorld, email: string, language: 'en' | 'de'): Promise<BrowserContext> {
  const token = await club(world.server, 'token', email);
  return contextWithSession(
    world.browser,
    world.server.baseURL,
    await sessionDocument(world.server.baseURL, token, email, language),
  );
}

/**
 * A context whose origin holds the demo member's session when its first page opens (as after a
 * sign-in). Seeded once through the context's storage state, so what the pages do to it later (a
 * logout, a newer token) sticks, in every tab of the context.
 */
export async function signedInContext({
  browser,
  server,
}: {
  browser: Browser;
  server: ServerTarget;
}): Promise<BrowserContext> {
  return contextWithSession(
    browser,
    server.baseURL,
    await sessionDocument(server.baseURL, await club(server, 'token', DEMO), DEMO),
  );
}

let sent = 0;
/** `club notify` with a title no other call uses; resolves once stored and published. */
export async function notify(
  server: ServerTarget,
  email = DEMO,
  title = `Court booked ${++sent}-${Date.now().toString(36)}`,
): Promise<string> {
  await club(server, 'notify', email, '--title', title, '--description', 'Court 2 at 18:00', '--status', 'success');
  return title;
}

/** The newest emailed sign-in code for `email` (demo outbox, GET /dev/mail.json). */
export async function mailedCode(server: RunningServer, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await (await fetch(`${server.baseURL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      meta: { kind?: string; code?: string };
    }[];
    const code = mails.find((mail) => mail.meta.kind === 'verification-code')?.meta.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Websockets the server holds now (demo-mode GET /dev/realtime-stats). */
export async function serverSockets(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.baseURL}/dev/realtime-stats`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /dev/realtime-stats answered ${response.status}`);
  return ((await response.json()) as { sockets: number }).sockets;
}

/** Polls `read` until `done` holds (or the time is up) and answers the last value. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The bell button inside a widget host (playwright's locators go through open shadow roots). */
export const bellIn = (page: Page, host: string): Locator =>
  page.locator(host).getByRole('button', { name: /^(Notifications|Benachrichtigungen)/ });

/**
 * True once the loader's widget has taken the place of the button club-widgets.js painted in
 * `host` (embed/mount.ts): that one opens only a popup saying what loads.
 */
export const rendered = (page: Page, host: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)?.shadowRoot;
    return Boolean(root?.querySelector('.club-widget') && !root.querySelector('.club-widget--first-paint'));
  }, host);

/** The accessible name of the bell in `host`. */
export const bellName = (page: Page, host: string) => bellIn(page, host).getAttribute('aria-label');

/** Signs in through the bell's compact sign-in: password, then the emailed code or the one-time password. */
export async function signInThroughBell(
  page: Page,
  host: string,
  email: string,
  code: () => Promise<string>,
): Promise<void> {
  await bellIn(page, host).click();
  const popover = page.locator(host).getByRole('dialog');
  await popover.getByLabel('Email').fill(email);
  await popover.getByLabel('Password').fill(PASSWORD);
  await popover.getByRole('button', { name: 'Sign in' }).click();
  const field = popover.getByLabel(/Code from the email|One-time password/);
  await field.waitFor({ timeout: 15_000 });
  await field.fill(await code());
  await popover.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => bellName(page, host), { timeout: 15_000 }).not.toMatch(/sign in|anmelden/);
}

export type Styles = Record<string, Record<string, string>>;

/**
 * Every computed property of every element under `rootSelector` (a widget host: its shadow tree;
 * 'document': the page, without the widget hosts and the event log the widgets fill), keyed by
 * the element's path. Runs in the page.
 */
export function collectStyles([rootSelector, skipped]: [string, string[]]): Styles {
  const root: ParentNode =
    rootSelector === 'document' ? document.body : document.querySelector(rootSelector)!.shadowRoot!;
  const out: Styles = {};
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const siblings = [...(node.parentNode as ParentNode).children].filter(
        (sibling) => sibling.tagName === node!.tagName,
      );
      // generated ids (club-menu-7) count the widgets mounted before, which parts arriving in any order change
      const id = node.id.replace(/^(club-[a-z-]+?)-[0-9a-z]+$/, '$1');
      parts.unshift(`${node.tagName.toLowerCase()}${id ? `#${id}` : ''}[${siblings.indexOf(node)}]`);
    }
    return parts.join('>');
  };
  for (const element of root.querySelectorAll('*')) {
    if (
      rootSelector === 'document' &&
      element.closest(
        'club-notification-bell, club-wallet-summary, club-ticket-indicator, club-news-feed, club-events, [data-club-widget], #club-events, script',
      )
    )
      continue;
    const computed = getComputedStyle(element);
    const values: Record<string, string> = {};
    for (const property of computed)
      if (!skipped.includes(property)) values[property] = computed.getPropertyValue(property);
    out[pathOf(element)] = values;
  }
  return out;
}

/**
 * Names one font on the widget hosts matched by `selector` (--club-font-family, set through the
 * CSSOM, which a strict CSP allows). The widgets take the page's font by design (docs/spec.md §9
 * "Widget looks"): comparisons of a hostile page with a plain one pin it so that every other
 * inherited property is still compared.
 */
export async function pinFont(page: Page, selector: string): Promise<void> {
  await page.evaluate((all) => {
    for (const host of document.querySelectorAll<HTMLElement>(all))
      host.style.setProperty('--club-font-family', 'monospace');
  }, selector);
}

/** The differing properties of the elements present in both. */
export function differences(a: Styles, b: Styles): string[] {
  const found: string[] = [];
  for (const [element, values] of Object.entries(a)) {
    const other = b[element];
    if (!other) continue;
    for (const [property, value] of Object.entries(values))
      if (other[property] !== value) found.push(`${element} ${property}: ${value} vs ${other[property]}`);
  }
  return found;
}

/**
 * A context whose club-website origin (the server's other loopback name) holds `email`'s (the demo
 * member's) widget session under the widgets' own key (embed/session-storage.ts), as after a
 * sign-in there.
 */
export async function foreignSignedInContext(
  { browser, server }: { browser: Browser; server: ServerTarget },
  viewport = { width: 1280, height: 740 },
  language: 'en' | 'de' = 'en',
  email = DEMO,
): Promise<BrowserContext> {
  const full = JSON.parse(await sessionDocument(server.baseURL, await club(server, 'token', email), email, language));
  const { isLoggedIn, token, user } = full.session as {
    isLoggedIn: boolean;
    token: unknown;
    user: { id: number; name: string };
  };
  const session = { isLoggedIn, token, user: { id: user.id, name: user.name }, language };
  return browser.newContext({
    viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: twinOf(server.baseURL),
          localStorage: [
            { name: `club-widgets:${new URL(server.baseURL).origin}`, value: JSON.stringify({ session }) },
          ],
        },
      ],
    },
  });
}
