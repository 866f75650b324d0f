// docs/spec.md §10 "Support inbox", a browser journey through the staff area only, in English and
// German: support answers a member's ticket from the inbox and the member's ticket indicator (the
// widget, on the club's page beside the portal) updates live; the internal note on the ticket never reaches the member.
import { describe, expect, it } from 'vitest';
import { club, DEMO, embedWorld, signedInAs, hostSitePage } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';

const world = embedWorld();
const SUPPORT = 'support@club.test';

const as = (email: string, language: 'en' | 'de') => signedInAs(world, email, language);

async function openTicket(subject: string): Promise<void> {
  const token = await club(world.server, 'token', DEMO);
  const response = await fetch(`${world.server.baseURL}/api/support/contact/membership`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ subject, message: 'My card is gone.' }),
  });
  if (!response.ok) throw new Error(`contact answered ${response.status}`);
}

const TEXTS = {
  en: {
    answer: 'Your answer to the member',
    send: 'Send the answer',
    note: 'Note',
    addNote: 'Add the note',
    unread: /^Unread ticket answers: (\d+)$/,
  },
  de: {
    answer: 'Deine Antwort an das Mitglied',
    send: 'Antwort senden',
    note: 'Notiz',
    addNote: 'Notiz hinzufügen',
    unread: /^Ungelesene Ticket-Antworten: (\d+)$/,
  },
} as const;

describe.each(['en', 'de'] as const)('the support inbox (%s)', (language) => {
  const t = TEXTS[language];

  it("answers a member's ticket and the member's indicator updates live; the note stays internal.", async () => {
    const subject = `Card lost (${language})`;
    await openTicket(subject);
    const member = await as(DEMO, language);
    const site = await member.newPage();
    // the club's page in the member's language: the widgets speak the page's language
    await site.goto(hostSitePage(language));
    const indicator = site.locator('club-ticket-indicator').getByRole('link', { name: t.unread });
    await indicator.waitFor({ timeout: SLOW });
    const before = Number(t.unread.exec((await indicator.getAttribute('aria-label')) ?? '')![1]);

    const staff = await as(SUPPORT, language);
    const inbox = await staff.newPage();
    await inbox.goto('/club/inbox');
    await inbox.getByRole('link', { name: subject }).click({ timeout: SLOW });
    await inbox.getByRole('textbox', { name: t.note }).fill('Checked the card register.');
    await inbox.getByRole('button', { name: t.addNote }).click();
    // the note in the ticket's thread (the note field may still hold its text a moment)
    await inbox.getByText('Checked the card register.').first().waitFor({ timeout: SLOW });
    await inbox.getByRole('textbox', { name: t.answer }).fill('A new card is on its way.');
    await inbox.getByRole('button', { name: t.send }).click();

    await site
      .locator('club-ticket-indicator')
      .getByRole('link', { name: new RegExp(`: ${before + 1}$`) })
      .waitFor({ timeout: SLOW });
    const portal = await member.newPage();
    await portal.goto('/support/tickets');
    await portal.getByRole('link', { name: subject }).click({ timeout: SLOW });
    await portal.getByText('A new card is on its way.').waitFor({ timeout: SLOW });
    expect(await portal.getByText('Checked the card register.').count()).toBe(0);
    await member.close();
    await staff.close();
  });
});
