// What a ledger entry says is worded in the reader's language (docs/spec.md §4 "Money and quota"):
// entries store a text kind and its parameters, and the wallet's lists, order lines and the affiliate
// page word them in the request's language, falling back to the club's own text for free text.
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { ENGLISH_LEDGER_TEXTS } from '../../support/english-ledger-texts.ts';
import { createWorld } from '../helpers.ts';

async function demo() {
  const w = createWorld({
    // CLUB_KIND general: the demo wallet keeps its bonus entries (a cannabis club books none, KCanG §6).
    env: {
      CLUB_KIND: 'general',
      CLUB_BANK_RECIPIENT: 'Club e.V.',
      CLUB_BANK_IBAN: 'DE02120300000000202051',
      CLUB_BANK_BIC: 'BYLADEM1001',
    },
  });
  await seedDatabase(w.app.deps);
  const member = findUserByEmail(w.db, 'demo@club.test')!;
  const token = w.tokenFor(member);
  const get = async (path: string, language: 'en' | 'de') =>
    (await w.call('GET', path, { token, headers: { 'Accept-Language': language } })).body;
  /** Every text of the wallet's lists: all transaction pages, all order pages with their lines. */
  async function walletTexts(language: 'en' | 'de'): Promise<string[]> {
    const texts: string[] = [];
    for (let page = 1; ; page++) {
      const body = await get(`/api/wallet/transactions?page=${page}`, language);
      texts.push(...body.data.map((tx: { description: string }) => tx.description));
      if (!body.next_page_url) break;
    }
    for (let page = 1; ; page++) {
      const body = await get(`/api/wallet/orders?page=${page}`, language);
      texts.push(...body.data.flatMap((order: { items: { name: string }[] }) => order.items.map((i) => i.name)));
      if (!body.next_page_url) break;
    }
    texts.push(
      ...(await get('/api/affiliate/bonuses', language)).data.map((b: { description: string }) => b.description),
    );
    return texts;
  }
  return { w, member, token, walletTexts };
}

describe('ledger texts', () => {
  it('shows a German reader no English the server wrote into the ledger', async () => {
    const { walletTexts } = await demo();
    const german = await walletTexts('de');
    expect(german.length).toBeGreaterThan(20);
    expect(german.filter((text) => ENGLISH_LEDGER_TEXTS.some((english) => text.includes(english)))).toEqual([]);
    expect(german).toEqual(expect.arrayContaining(['Einzahlung per Überweisung', 'Teambonus', 'Guthaben-Einzahlung']));
    expect(german.some((text) => /^Mitgliedsbeitrag \p{L}+ \d{4}$/u.test(text))).toBe(true);
  });

  it('words the same entries in English for an English reader', async () => {
    const { walletTexts } = await demo();
    const english = await walletTexts('en');
    expect(english).toEqual(expect.arrayContaining(['Deposit by bank transfer', 'Team bonus', 'Wallet deposit']));
    expect(english.some((text) => /^Membership fee [A-Z][a-z]+ \d{4}$/.test(text))).toBe(true);
  });

  it('keeps the text of an entry the club typed itself as it was typed', async () => {
    const w = createWorld();
    const member = await w.createUser();
    bookTransaction(w.db, {
      userId: member.id,
      type: 'credit',
      amountCents: 100,
      status: 'completed',
      description: 'Danke fürs Aufräumen',
      now: toTimestamp(w.clock.now()),
    });
    const res = await w.call('GET', '/api/wallet', { token: w.tokenFor(member), headers: { 'Accept-Language': 'en' } });
    expect(res.body.recent_transactions[0].description).toBe('Danke fürs Aufräumen');
  });
});
