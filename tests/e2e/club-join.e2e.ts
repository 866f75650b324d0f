// docs/spec.md §12, a browser journey at 768 px in English and German: an applicant applies through
// <club-join> on a club website on another origin; staff record the ID check and admit them; the new
// member shows the card; the counter's camera (Chromium's fake camera playing a video of the card's
// QR, drawn here from the signed payload) finds the member, 5 g of a released batch are handed over,
// the leaflet PDF holds every field of KCanG §21 (read back as text, umlauts intact) and the member's
// portal shows the handover live; more than the day allows is refused with the grams left.
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../server/pdf/pdf-text.ts';
import { club, twinOf, type ServerTarget } from './embed-helpers.ts';
import { CHROMIUM_ARGS } from './support/browser.ts';
import { qrVideo } from './support/qr-video.ts';
import { readMail, SLOW } from './support/portal.ts';
import { sessionDocument } from './support/signed-in.ts';

const VIEWPORT = { width: 768, height: 1024 };

const TEXTS = {
  en: {
    locale: 'en-GB',
    name: { first: 'Robin', last: 'Miller' },
    fields: {
      first: 'First name',
      last: 'Last name',
      email: 'Email address',
      password: /^Password/,
      repeat: /^Repeat the password/,
      born: /^Date of birth/,
      street: 'Street and number',
      zip: 'Postcode',
      city: 'Town',
      since: /^Living in Germany since/,
      noOtherClub: /^I am not a member of any other cannabis club/,
      statutes: /^I accept the club’s statutes/,
      fees: /^I accept the fee plan/,
    },
    send: 'Send the application',
    applied: /^Thank you for your application!/,
    document: 'Official photo ID seen',
    bornOnId: 'Date of birth on the ID',
    record: 'Record the ID check',
    admit: 'Admit',
    active: /· active · M-\d+/,
    card: 'Membership card',
    scan: 'Scan the card with the camera',
    batch: 'Batch',
    grams: 'Grams',
    idSeen: 'I have seen an official photo ID together with the membership card',
    handOver: 'Hand over',
    done: /^Handed over 5 g of /,
    leaflet: 'Print the information leaflet',
    pdf: [
      'Weight\n5.0 g',
      'Strain\n',
      'Harvest date\n',
      'Best before\n',
      'Average THC content\n',
      'Average CBD content\n',
    ],
    notices: ['breastfeeding', 'Interactions:', 'Counselling', 'www.infos-cannabis.de'],
    meter: '5 g of 25 g',
    overLimit: 'That is more than the 25 g a day the law allows: 20 g left on that day.',
  },
  de: {
    locale: 'de-DE',
    name: { first: 'Jürgen', last: 'Großmann' },
    fields: {
      first: 'Vorname',
      last: 'Nachname',
      email: 'E-Mail-Adresse',
      password: /^Passwort(?! wiederholen)/,
      repeat: /^Passwort wiederholen/,
      born: /^Geburtsdatum/,
      street: 'Straße und Hausnummer',
      zip: 'Postleitzahl',
      city: 'Ort',
      since: /^In Deutschland wohnhaft seit/,
      noOtherClub: /^Ich bin in keiner anderen Anbauvereinigung Mitglied/,
      statutes: /^Ich erkenne die Satzung des Vereins an/,
      fees: /^Ich erkenne die Beitragsordnung an/,
    },
    send: 'Antrag absenden',
    applied: /^Danke für deinen Antrag!/,
    document: 'Amtlicher Lichtbildausweis gesehen',
    bornOnId: 'Geburtsdatum laut Ausweis',
    record: 'Ausweisprüfung festhalten',
    admit: 'Aufnehmen',
    active: /· aktiv · M-\d+/,
    card: 'Mitgliedsausweis',
    scan: 'Ausweis mit der Kamera scannen',
    batch: 'Charge',
    grams: 'Gramm',
    idSeen: 'Ich habe einen amtlichen Lichtbildausweis zusammen mit dem Mitgliedsausweis gesehen',
    handOver: 'Abgeben',
    done: /^5 g .+ aus Charge .+ abgegeben\.$/,
    leaflet: 'Informationszettel drucken',
    pdf: [
      'Gewicht\n5,0 g',
      'Sorte\n',
      'Erntedatum\n',
      'Mindesthaltbarkeitsdatum\n',
      'Durchschnittlicher THC-Gehalt\n',
      'Durchschnittlicher CBD-Gehalt\n',
    ],
    notices: ['Schwangerschaft', 'Straßenverkehr', 'beeinträchtigt', 'www.infos-cannabis.de'],
    meter: '5 g von 25 g',
    overLimit: 'Das ist mehr als die 25 g pro Tag, die das Gesetz erlaubt: an diesem Tag sind noch 20 g übrig.',
  },
} as const;

const server: ServerTarget = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };

/** A 768 px context whose portal origin holds the session of `email` (a token from the CLI). */
async function signedIn(browser: Browser, email: string, language: 'en' | 'de'): Promise<BrowserContext> {
  const token = await club(server, 'token', email);
  const doc = await sessionDocument(server.baseURL, token, email, language);
  return browser.newContext({
    baseURL: server.baseURL,
    viewport: VIEWPORT,
    locale: TEXTS[language].locale,
    storageState: { cookies: [], origins: [{ origin: server.baseURL, localStorage: [{ name: 'vuex', value: doc }] }] },
  });
}

async function api<T>(token: string, method: string, url: string, body?: object): Promise<T> {
  const response = await fetch(`${server.baseURL}/api/${url}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe.each(['en', 'de'] as const)('joining the club and the first handover (%s)', (language) => {
  const t = TEXTS[language];
  const browsers: Browser[] = [];
  afterAll(() => Promise.all(browsers.map((b) => b.close())));
  const launch = async (args: string[] = []) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...args],
    });
    browsers.push(browser);
    return browser;
  };

  it('applies on the club’s site, is admitted after the ID check, is served at the counter by card, and is refused over the day limit.', async () => {
    const email = `applicant-${language}-${Date.now()}@club.test`;
    const browser = await launch();

    // 1. The applicant, on the club's own website (another origin than the portal's).
    const guest = await browser.newContext({ viewport: VIEWPORT, locale: t.locale });
    const site = await guest.newPage();
    await site.goto(`${twinOf(server.baseURL)}/examples/club-join/${language === 'de' ? 'de/' : ''}`);
    const join = site.locator('club-join');
    await join.getByRole('textbox', { name: t.fields.first }).fill(t.name.first, { timeout: SLOW });
    await join.getByRole('textbox', { name: t.fields.last }).fill(t.name.last);
    await join.getByRole('textbox', { name: t.fields.email }).fill(email);
    await join.getByLabel(t.fields.password).fill('kanal-garten-2026');
    await join.getByLabel(t.fields.repeat).fill('kanal-garten-2026');
    await join.getByLabel(t.fields.born).fill('1990-05-17');
    await join.getByRole('textbox', { name: t.fields.street }).fill('Kanalstraße 7');
    await join.getByRole('textbox', { name: t.fields.zip }).fill('10997');
    await join.getByRole('textbox', { name: t.fields.city, exact: true }).fill('Berlin');
    await join.getByLabel(t.fields.since).fill('2015-01-01');
    await join.getByRole('checkbox', { name: t.fields.noOtherClub }).check();
    await join.getByRole('checkbox', { name: t.fields.statutes }).check();
    await join.getByRole('checkbox', { name: t.fields.fees }).check();
    await join.getByRole('button', { name: t.send }).click();
    await join.getByRole('status').filter({ hasText: t.applied }).waitFor({ timeout: SLOW });
    await guest.close();

    // The applicant confirms the address with the link the club emailed.
    const [mail] = await readMail(server.baseURL, email);
    expect(mail?.meta.url).toMatch(/\/api\/email\/verify\//);
    expect((await fetch(mail!.meta.url!, { redirect: 'manual' })).status).toBeLessThan(400);

    // 2. Staff saw the ID in person: they record it and admit the applicant.
    const staff = await signedIn(browser, 'counter@club.test', language);
    const office = await staff.newPage();
    await office.goto('/club/applications');
    const row = office.getByRole('listitem', { name: `${t.name.first} ${t.name.last}` });
    await row.getByRole('combobox', { name: t.document }).selectOption({ index: 1 }, { timeout: SLOW });
    await row.getByLabel(t.bornOnId).fill('1990-05-17');
    await row.getByRole('button', { name: t.record }).click();
    await row.getByRole('button', { name: t.admit }).click({ timeout: SLOW });
    await row.getByText(t.active).waitFor({ timeout: SLOW });
    await staff.close();

    // 3. The new member shows the card; money for the counter arrives in the wallet.
    const memberToken = await club(server, 'token', email);
    const card = await api<{ payload: string; member_number: string }>(memberToken, 'GET', 'membership/card');
    const order = await api<{ label: string }>(memberToken, 'POST', 'wallet/deposits', { amount: '100.00' });
    await club(server, 'order:paid', order.label);
    const member = await signedIn(browser, email, language);
    const portal = await member.newPage();
    await portal.goto('/card');
    await portal.getByRole('img', { name: new RegExp(card.member_number) }).waitFor({ timeout: SLOW });
    await portal.getByText(card.member_number, { exact: true }).waitFor();
    // … and keeps the portal's Growing page open: the handover appears there live.
    const growing = await member.newPage();
    await growing.goto('/growing');
    await growing.locator('#club-growing-quota-day').getByText(/^0 g /).waitFor({ timeout: SLOW });

    // 4. The counter: a released batch, the card read by the tablet's camera.
    const strain = `Kanal ${language} ${Date.now()}`;
    await club(
      server,
      'strain:add',
      '--name',
      strain,
      '--thc',
      '15',
      '--cbd',
      '1',
      '--price',
      '2.00',
      '--stock',
      '100',
    );
    const tablet = await launch([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(card.payload, 640, 480, 32)}`,
    ]);
    const counterContext = await signedIn(tablet, 'counter@club.test', language);
    await counterContext.grantPermissions(['camera'], { origin: server.baseURL });
    const counter = await counterContext.newPage();
    await counter.goto('/club/counter');
    await counter.getByRole('button', { name: t.scan }).click({ timeout: SLOW });
    await counter.getByText(`${t.name.first} ${t.name.last} · ${card.member_number}`).waitFor({ timeout: SLOW });
    const batch = counter.getByRole('combobox', { name: t.batch });
    const option = (await batch.locator('option', { hasText: strain }).first().textContent())!;
    await batch.selectOption({ label: option });
    await counter.getByRole('textbox', { name: t.grams }).fill('5');
    await counter.getByRole('checkbox', { name: t.idSeen }).check();
    await counter.getByRole('button', { name: t.handOver }).click();
    await counter.getByRole('status').filter({ hasText: t.done }).waitFor({ timeout: SLOW });

    // The leaflet: every field of §21, in the member's language, umlauts intact.
    const [download] = await Promise.all([
      counter.waitForEvent('download'),
      counter.getByRole('button', { name: t.leaflet }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path())!));
    for (const field of [...t.pdf, ...t.notices, strain]) expect(text).toContain(field);

    // 5. The member's portal shows it without a reload.
    await growing.locator('#club-growing-quota-day').getByText(t.meter).waitFor({ timeout: SLOW });

    // 6. More than is left today: refused, naming the grams left.
    await batch.selectOption({ label: (await batch.locator('option', { hasText: strain }).first().textContent())! });
    await counter.getByRole('textbox', { name: t.grams }).fill('21');
    await counter.getByRole('checkbox', { name: t.idSeen }).check();
    await counter.getByRole('button', { name: t.handOver }).click();
    await counter.getByRole('alert').filter({ hasText: t.overLimit }).waitFor({ timeout: SLOW });
    await growing.locator('#club-growing-quota-day').getByText(t.meter).waitFor();
    await counterContext.close();
    await member.close();
  }, 240_000);
});
