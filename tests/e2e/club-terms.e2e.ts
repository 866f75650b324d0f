// docs/spec.md §10, a browser journey through the staff area only, in English and German: the board
// publishes a new version of a terms document and the member, online in the portal, sees the terms
// dialog at once, names the document in the member's language, and accepts it.
import { describe, expect, it } from 'vitest';
import { club, DEMO, embedWorld, signedInAs } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';

const world = embedWorld();

const as = (email: string, language: 'en' | 'de') => signedInAs(world, email, language);

const TEXTS = {
  en: {
    name: 'Document (English name)',
    nameDe: 'Document (German name)',
    url: 'Address (URL) of the new version',
    publish: 'Publish to every member',
    done: /is published/,
  },
  de: {
    name: 'Dokument (englischer Name)',
    nameDe: 'Dokument (deutscher Name)',
    url: 'Adresse (URL) der neuen Fassung',
    publish: 'An alle Mitglieder veröffentlichen',
    done: /ist veröffentlicht/,
  },
} as const;

describe.each(['en', 'de'] as const)('publishing terms (%s)', (language) => {
  const t = TEXTS[language];

  it('the member online sees the terms dialog at once and accepts it.', async () => {
    // club content in both languages: the member reads the document's name in their own (docs/spec.md §4)
    const names = { en: `House Rules ${language}`, de: `Hausordnung ${language}` };
    const member = await as(DEMO, language);
    const portal = await member.newPage();
    await portal.goto('/routes');
    await portal.locator('.club-bell__live--connected').waitFor({ timeout: SLOW });

    // the board accepted what was published before (the other language's run), so no dialog covers its page
    const boardToken = await club(world.server, 'token', 'board@club.test');
    await fetch(`${world.server.baseURL}/api/user/terms/agree-updates`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${boardToken}` },
    });
    const board = await as('board@club.test', language);
    const page = await board.newPage();
    await page.goto('/club/terms');
    await page.getByRole('textbox', { name: t.name, exact: true }).fill(names.en);
    await page.getByRole('textbox', { name: t.nameDe, exact: true }).fill(names.de);
    await page.getByRole('textbox', { name: t.url }).fill(`${world.server.baseURL}/examples/legal/club-rules-v1.html`);
    await page.getByRole('button', { name: t.publish }).click();
    expect(await page.getByRole('status').textContent({ timeout: SLOW })).toMatch(t.done);

    const dialog = portal.getByRole('alertdialog');
    await dialog.waitFor({ timeout: SLOW });
    await dialog.getByRole('link', { name: new RegExp(names[language]) }).waitFor();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'detached', timeout: SLOW });
    await member.close();
    await board.close();
  });
});
