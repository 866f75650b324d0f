// Browser journeys of the payout rules (docs/threats.md T27, T28): a page on another origin than
// the portal's holds only a widget's token after a sign-in through the bell, and with it adding a
// payout account and withdrawing both fail; in the portal, a withdrawal to an account added today
// opens the confirmation dialog, goes through once the password is in, and the member gets a mail
// and a notification.
import { describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../../server/auth/totp.ts';
import {
  club,
  DEMO,
  embedWorld,
  PASSWORD,
  signedInContext,
  signInThroughBell,
  TWOFA,
  TWOFA_SECRET,
  twinOf,
} from './embed-helpers.ts';

const world = embedWorld();

const json = (token: string) => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  Authorization: `Bearer ${token}`,
});

describe('from a page on another origin, holding only a widget’s token', () => {
  it('cannot add a payout account or withdraw: both 403 with the widget’s message', async () => {
    const twin = twinOf(world.server.baseURL);
    const context = await world.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${twin}/examples/cross-origin/`);
      await signInThroughBell(page, 'club-notification-bell', TWOFA, async () =>
        totp(base32Decode(TWOFA_SECRET), Math.floor(Date.now() / 1000)),
      );
      // What a script on the site can reach: the widgets' own key, nothing else.
      const attempt = await page.evaluate(
        async ({ api, key, headers }) => {
          const { token } = JSON.parse(localStorage.getItem(key) ?? '{}').session as {
            token?: { access_token: string };
          };
          const send = (path: string, body: unknown) =>
            fetch(`${api}${path}`, {
              method: 'POST',
              headers: { ...headers, Authorization: `Bearer ${token!.access_token}` },
              body: JSON.stringify(body),
            }).then(async (res) => ({ status: res.status, message: (await res.json()).message as string }));
          return {
            vuex: localStorage.getItem('vuex'),
            account: await send('/wallet/withdraw-accounts', {
              holder: 'Mallory',
              iban: 'GB82 WEST 1234 5698 7654 32',
            }),
            withdrawal: await send('/wallet/withdrawals', { amount: '10', withdraw_account_id: 1 }),
          };
        },
        {
          api: `${world.server.baseURL}/api`,
          key: `club-widgets:${world.server.baseURL}`,
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        },
      );
      expect(attempt.vuex).toBeNull();
      for (const refused of [attempt.account, attempt.withdrawal]) {
        expect(refused.status).toBe(403);
        expect(refused.message).toMatch(/^(A sign-in through a widget|Eine Anmeldung über ein Widget)/);
      }
    } finally {
      await context.close();
    }
  });
});

describe('in the portal', () => {
  it('asks for the password before paying out to an account added today, then books it; mail and notification arrive', async () => {
    const server = world.server;
    // an account added today from another, confirmed device of the member's
    const other = await club(server, 'token', DEMO);
    const confirmed = await fetch(`${server.baseURL}/api/user/confirm-password`, {
      method: 'POST',
      headers: json(other),
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(confirmed.status).toBe(201);
    const added = await fetch(`${server.baseURL}/api/wallet/withdraw-accounts`, {
      method: 'POST',
      headers: json(other),
      body: JSON.stringify({ holder: 'Demo Member', iban: 'GB82 WEST 1234 5698 7654 32' }),
    });
    expect(added.status).toBe(201);
    const account = (await added.json()) as { id: number };

    const context = await signedInContext(world);
    try {
      const page = await context.newPage();
      await page.goto('/financial/action/make-withdraw');
      await page.getByRole('combobox', { name: /^Pay out to/ }).selectOption(String(account.id));
      await page.getByLabel(/Amount in euros/).fill('10');
      await page.getByRole('button', { name: 'Request withdrawal' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Confirm it is you' });
      await dialog.waitFor({ timeout: 15_000 });
      await dialog.getByLabel(/^Password/).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(/\/financial\/withdraw\/WD-/, { timeout: 15_000 });
      const label = /WD-[\d-]+/.exec(page.url())![0];

      const mails = (await (await fetch(`${server.baseURL}/dev/mail.json?to=${DEMO}`)).json()) as {
        subject: string;
        meta: { kind?: string };
      }[];
      expect(mails.filter((mail) => mail.meta.kind === 'withdrawal-requested').length).toBeGreaterThan(0);
      const unread = await fetch(`${server.baseURL}/api/user/notifications/unread?page=1`, { headers: json(other) });
      const items = ((await unread.json()) as { data: { data: { title: string; description: string } }[] }).data;
      expect(items.map((item) => item.data)).toContainEqual({
        title: 'Withdrawal requested',
        description: `Withdrawal ${label} to your account GB82 … 5432 was requested. Not you? Change your password and contact the club.`,
        class: 'fa fa-shield',
        status: 'warning',
      });
    } finally {
      await context.close();
    }
  });
});
