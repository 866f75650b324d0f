// docs/spec.md §10 "Treasury", browser journeys through the staff area only, in English and German:
// the treasurer imports a CAMT.053 file with three transfers (exact, short, unknown reference) and
// the exact one credits the member's wallet live in the member's open portal and in the wallet
// widget; the same file imported again books nothing; two approved withdrawals yield one pain.001
// file that validates against its schema and holds both; a fee plan given to a member is not charged
// before its due day and is charged once the test sets the demo server's clock to that day
// (`club clock:set`, server/demo-clock.ts), and the member's wallet shows it live.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { camt053 } from '../support/camt053.ts';
import { xsdProblems } from '../support/xsd-validate.ts';
import { club, DEMO, embedWorld, signedInAs, hostSitePage } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';

const world = embedWorld();
const TREASURER = 'treasurer@club.test';

const as = (email: string, language: 'en' | 'de') => signedInAs(world, email, language);

async function api<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const token = await club(world.server, 'token', email);
  const response = await fetch(`${world.server.baseURL}/api/${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const deposit = (cents: number) =>
  api<{ label: string; bank_reference: string }>(DEMO, 'POST', 'wallet/deposits', { amount: (cents / 100).toFixed(2) });
const balance = async () => (await api<{ balance_cents: number }>(DEMO, 'GET', 'wallet')).balance_cents;
const money = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const plain = (text: string) => text.replace(/\s/g, ' ');
const berlinDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);

const TEXTS = {
  en: {
    file: 'Statement file (CAMT.053 or CSV)',
    book: 'Book the matched transfers',
    matches: ['Matches the order', 'Less than the order', 'No such order'],
    bookedNone: 'Nothing was booked: every matched transfer was booked before.',
    approve: (label: string) => `Approve ${label}`,
    export: 'Create the payout file',
    download: (label: string) => `Download ${label}`,
    plans: 'Fee plans',
    planName: 'Name',
    amount: 'Amount (€)',
    addPlan: 'Add the plan',
    assign: 'Give a member a plan',
    member: 'Member',
    choose: (name: string) => `Choose ${name}`,
    plan: 'Plan',
    firstDue: 'First due on',
    give: 'Give the plan',
    run: 'Charge the fees due now',
    charged: 'Paid from the wallet',
  },
  de: {
    file: 'Auszugsdatei (CAMT.053 oder CSV)',
    book: 'Passende Überweisungen buchen',
    matches: ['Passt zur Bestellung', 'Weniger als bestellt', 'Keine solche Bestellung'],
    bookedNone: 'Nichts gebucht: jede passende Überweisung wurde schon früher gebucht.',
    approve: (label: string) => `${label} freigeben`,
    export: 'Auszahlungsdatei erstellen',
    download: (label: string) => `${label} herunterladen`,
    plans: 'Beitragspläne',
    planName: 'Name',
    amount: 'Betrag (€)',
    addPlan: 'Plan anlegen',
    assign: 'Einem Mitglied einen Plan geben',
    member: 'Mitglied',
    choose: (name: string) => `${name} auswählen`,
    plan: 'Plan',
    firstDue: 'Erstmals fällig am',
    give: 'Plan zuweisen',
    run: 'Jetzt fällige Beiträge abbuchen',
    charged: 'Vom Guthaben bezahlt',
  },
} as const;

async function upload(page: Page, label: string, name: string, content: string) {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(content) });
}

describe.each(['en', 'de'] as const)('the treasury in the staff area (%s)', (language) => {
  const t = TEXTS[language];

  it('books the exact transfer of a CAMT.053 file once, live in the member’s portal and widget.', async () => {
    const exact = await deposit(4_200);
    const short = await deposit(8_000);
    const file = camt053(
      [
        {
          amount: '42.00',
          remittance: `Einzahlung ${exact.bank_reference}`,
          name: 'Demo Member',
          ref: `${language}-1`,
        },
        { amount: '60.00', remittance: `Einzahlung ${short.bank_reference}`, ref: `${language}-2` },
        { amount: '20.00', remittance: 'CLUB-ZZZZ-ZZZZ', ref: `${language}-3` },
      ],
      `STMT-${language}`,
    );
    const before = await balance();

    const member = await as(DEMO, language);
    const portal = await member.newPage();
    await portal.goto('/financial');
    await portal.getByText(money(before, language), { exact: true }).first().waitFor({ timeout: SLOW });
    const widget = await member.newPage();
    // the club's page in the member's language: the widgets speak the page's language
    await widget.goto(hostSitePage(language));
    await widget
      .locator('club-wallet-summary')
      .getByText(money(before, language), { exact: true })
      .waitFor({ timeout: SLOW });

    const staff = await as(TREASURER, language);
    const bank = await staff.newPage();
    await bank.goto('/club/bank');
    await upload(bank, t.file, 'statement.xml', file);
    const rows = bank.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count(), { timeout: SLOW }).toBe(4);
    const matchOf = async (i: number) => plain((await rows.nth(i).getByRole('cell').nth(4).textContent()) ?? '');
    expect(await matchOf(1)).toContain(t.matches[0]);
    expect(await matchOf(2)).toContain(t.matches[1]);
    expect(await matchOf(3)).toContain(t.matches[2]);
    await bank.getByRole('button', { name: t.book }).click();

    const after = money(before + 4_200, language);
    await portal.getByText(after, { exact: true }).first().waitFor({ timeout: SLOW });
    await widget.locator('club-wallet-summary').getByText(after, { exact: true }).waitFor({ timeout: SLOW });
    expect(await balance()).toBe(before + 4_200);

    // the same file again: nothing is left to book
    await upload(bank, t.file, 'statement.xml', file);
    await expect
      .poll(async () => bank.getByRole('button', { name: t.book }).isDisabled(), { timeout: SLOW })
      .toBe(true);
    expect(await balance()).toBe(before + 4_200);
    await member.close();
    await staff.close();
  });

  it('turns two approved withdrawals into one pain.001 file that validates against its schema.', async () => {
    const accounts = await api<{ data: { id: number }[] } | { id: number }[]>(DEMO, 'GET', 'wallet/withdraw-accounts');
    const list = Array.isArray(accounts) ? accounts : accounts.data;
    const labels: string[] = [];
    for (const amount of ['3.00', '4.50'])
      labels.push(
        (await api<{ label: string }>(DEMO, 'POST', 'wallet/withdrawals', { amount, withdraw_account_id: list[0]!.id }))
          .label,
      );
    const staff = await as(TREASURER, language);
    const page = await staff.newPage();
    await page.goto('/club/payouts');
    for (const label of labels) await page.getByRole('button', { name: t.approve(label) }).click({ timeout: SLOW });
    const batches = page.getByRole('button', {
      name: new RegExp(`^${t.download('PAY-\\d{4}-\\d{6}').replace(/[()]/g, '\\$&')}$`),
    });
    const earlier = await batches.count();
    await page.getByRole('button', { name: t.export }).click();
    // the newest batch is listed first, once the list has one more
    await expect.poll(() => batches.count(), { timeout: SLOW }).toBe(earlier + 1);
    const batchButton = batches.first();
    const [download] = await Promise.all([page.waitForEvent('download'), batchButton.click()]);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(await xsdProblems(xml, 'pain.001.001.09.xsd')).toEqual([]);
    for (const label of labels) expect(xml).toContain(`<EndToEndId>${label}</EndToEndId>`);
    await staff.close();
  });

  it('charges a fee plan on its due day, with the clock set to it, and the member’s wallet shows it live.', async () => {
    // one member per language: a member is charged once a day, whatever plan they have
    const [email, shown] = language === 'en' ? [DEMO, 'Demo Member'] : ['jonas.weber@club.test', 'Jonas Weber'];
    const order = await api<{ label: string }>(email, 'POST', 'wallet/deposits', { amount: '20.00' });
    await api(TREASURER, 'POST', `club/orders/${order.label}/paid`, {});
    const walletOf = async () => (await api<{ balance_cents: number }>(email, 'GET', 'wallet')).balance_cents;
    const before = await walletOf();
    // the due day is the day after the server's today (Berlin): the server's clock, not the machine's
    const serverNow = new Date(await club(world.server, 'clock'));
    const dueDay = berlinDay(new Date(serverNow.getTime() + 86_400_000));

    const staff = await as(TREASURER, language);
    const page = await staff.newPage();
    await page.goto('/club/fees');
    const name = `Fee ${language}`;
    const plans = page.getByRole('region', { name: t.plans });
    await plans.getByRole('textbox', { name: t.planName }).fill(name);
    await plans.getByRole('textbox', { name: t.amount }).fill('2,50');
    await plans.getByRole('button', { name: t.addPlan }).click();
    await plans.getByText(new RegExp(`^${name} · `)).waitFor({ timeout: SLOW });
    const assign = page.getByRole('region', { name: t.assign });
    await assign.getByRole('searchbox', { name: t.member }).fill(email);
    await assign.getByRole('button', { name: t.choose(shown) }).click({ timeout: SLOW });
    await assign.getByRole('combobox', { name: t.plan }).selectOption({ label: name });
    await assign.getByLabel(t.firstDue).fill(dueDay);
    await assign.getByRole('button', { name: t.give }).click();
    await plans.getByText(new RegExp(`^${name} · `)).waitFor();
    // the day before the due day nothing is charged
    await page.getByRole('button', { name: t.run }).click();
    await page.getByRole('status').waitFor({ timeout: SLOW });
    expect(await walletOf()).toBe(before);
    await staff.close();

    // the clock set to noon of the due day; sessions from here on are issued on the same clock
    await club(world.server, 'clock:set', `${dueDay}T12:00:00Z`);
    const member = await as(email, language);
    const fees = await member.newPage();
    await fees.goto('/financial/fees');
    await fees.getByRole('heading', { level: 1 }).waitFor({ timeout: SLOW });
    const treasurer = await as(TREASURER, language);
    const office = await treasurer.newPage();
    await office.goto('/club/fees');
    await office.getByRole('button', { name: t.run }).click({ timeout: SLOW });
    await office.getByRole('status').waitFor({ timeout: SLOW });

    await fees.getByText(t.charged, { exact: true }).first().waitFor({ timeout: SLOW });
    expect(await walletOf()).toBe(before - 250);
    await member.close();
    await treasurer.close();
  });
});
