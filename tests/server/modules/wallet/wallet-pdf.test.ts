// The wallet's PDFs through pdfmake: real PDFs whose text (read back with node:zlib,
// tests/server/pdf/pdf-text.ts) holds what the member needs, in their language, umlauts, € and ß intact.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../server/cli/commands.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { createWorld, PASSWORD } from '../../helpers.ts';
import { pdfContent, pdfText } from '../../pdf/pdf-text.ts';

const BANK_ENV = {
  CLUB_BANK_RECIPIENT: 'CSC Grünthal e.V.',
  CLUB_BANK_IBAN: 'DE02120300000000202051',
  CLUB_BANK_BIC: 'BYLADEM1001',
  CLUB_BANK_NAME: 'Straßenbank',
};

/** A member whose account speaks `account`; the portal asks in `screen` (the language on screen). */
async function pdfWorld(screen: 'en' | 'de', account: 'en' | 'de' = screen) {
  const w = createWorld({ env: BANK_ENV });
  const member = await w.createUser({ name: 'Jörg Weiß', language: account });
  const token = w.tokenFor(member);
  const getPdf = async (path: string) => {
    const res = await w.call('GET', path, { token, headers: { 'Accept-Language': screen } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(res.body.data, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return { name: res.body.name as string, text: pdfText(bytes) };
  };
  return { w, member, token, getPdf };
}

describe('wallet PDFs', () => {
  it('prints the bank details of a deposit order with the IBAN, the reference and the GiroCode', async () => {
    const { w, token, getPdf } = await pdfWorld('en');
    const order = (await w.call('POST', '/api/wallet/deposits', { token, body: { amount: '12.50' } })).body;
    const { name, text } = await getPdf(`/api/wallet/orders/${order.label}/bank-details/pdf`);
    expect(name).toBe(`${order.label}-bank-details`);
    expect(text).toContain('DE02 1203 0000 0000 2020 51');
    expect(text).toContain(order.bank_reference);
    expect(text).toContain('CSC Grünthal e.V.');
    expect(text).toContain('Straßenbank');
    expect(text).toContain('€12.50');
    expect(text).toContain('Scan with your banking app (GiroCode):');
    // The QR code is drawn as filled modules: hundreds of rectangles (a page without it has none).
    const bytes = Buffer.from(
      (await w.call('GET', `/api/wallet/orders/${order.label}/bank-details/pdf`, { token })).body.data,
      'base64',
    );
    expect(pdfContent(bytes).match(/ re\b/g)!.length).toBeGreaterThan(200);
  });

  it('is written in the language on screen, whatever the account’s, umlauts, ß and € intact', async () => {
    const { w, token, getPdf } = await pdfWorld('de', 'en');
    const order = (await w.call('POST', '/api/wallet/deposits', { token, body: { amount: '234.5' } })).body;
    const { text } = await getPdf(`/api/wallet/orders/${order.label}/bank-details/pdf`);
    expect(text).toContain('Überweisungsdaten');
    expect(text).toContain('Mitglied: Jörg Weiß');
    expect(text).toMatch(/234,50\s€/);
  });

  it('prints the receipt of a paid order, without payment details or GiroCode', async () => {
    const { w, token, getPdf } = await pdfWorld('en');
    const order = (await w.call('POST', '/api/wallet/deposits', { token, body: { amount: '30' } })).body;
    expect((await getPdf(`/api/wallet/orders/${order.label}/pdf`)).text).toContain('Scan with your banking app');
    await runCommand(w.app.deps, ['order:paid', order.label], { out: () => {}, err: () => {} });
    for (const path of [
      `/api/wallet/orders/${order.label}/pdf`,
      `/api/wallet/orders/${order.label}/bank-details/pdf`,
    ]) {
      const { text } = await getPdf(path);
      expect(text).toContain(`Payment receipt ${order.label}`);
      expect(text).toContain('This order is paid. Thank you.');
      expect(text).not.toContain('Please pay by');
      expect(text).not.toContain('GiroCode');
      expect(text).not.toContain('DE02 1203');
    }
  });

  it('prints a notice that nothing is to be paid for a cancelled order: no QR code, no pay-by day', async () => {
    const { w, token, getPdf } = await pdfWorld('de');
    const order = (await w.call('POST', '/api/wallet/deposits', { token, body: { amount: '30' } })).body;
    expect((await w.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token })).status).toBe(200);
    const pdf = await w.call('GET', `/api/wallet/orders/${order.label}/bank-details/pdf`, {
      token,
      headers: { 'Accept-Language': 'de' },
    });
    const bytes = Buffer.from(pdf.body.data, 'base64');
    const { text } = await getPdf(`/api/wallet/orders/${order.label}/bank-details/pdf`);
    expect(text).toContain(`Bestellhinweis ${order.label}`);
    expect(text).toContain('Diese Bestellung wurde storniert. Es ist nichts zu zahlen');
    expect(text).toContain('Storniert');
    expect(text).not.toContain('Bitte zahlen bis');
    expect(text).not.toContain('GiroCode');
    expect(text).not.toContain(order.bank_reference);
    // no QR code: none of the filled modules it is drawn with
    expect(pdfContent(bytes).match(/ re\b/g)?.length ?? 0).toBeLessThan(20);
  });

  it('prints a withdrawal confirmation with the account holder and IBAN', async () => {
    const { w, member, token, getPdf } = await pdfWorld('de');
    bookTransaction(w.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: 5000,
      status: 'completed',
      description: 'x',
      now: toTimestamp(w.clock.now()),
    });
    await w.call('POST', '/api/user/confirm-password', { token, body: { password: PASSWORD } });
    const account = (
      await w.call('POST', '/api/wallet/withdraw-accounts', {
        token,
        body: { holder: 'Jörg Weiß', iban: 'DE89370400440532013000' },
      })
    ).body;
    const withdrawal = (
      await w.call('POST', '/api/wallet/withdrawals', {
        token,
        body: { amount: '20', withdraw_account_id: account.id },
      })
    ).body;
    const { text } = await getPdf(`/api/wallet/withdrawals/${withdrawal.label}/pdf`);
    expect(text).toContain('Auszahlungsbestätigung');
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Ausstehend');
  });

  it('prints a statement of the period with every entry, and refuses an impossible date with 422', async () => {
    const { w, member, token, getPdf } = await pdfWorld('en');
    bookTransaction(w.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: 5000,
      status: 'completed',
      description: 'Start money',
      now: toTimestamp(w.clock.now()),
    });
    const { text } = await getPdf('/api/wallet/statement/pdf?from=2025-12-01&to=2026-01-31');
    expect(text).toContain('Account statement');
    expect(text).toContain('Dec 1, 2025 – Jan 31, 2026');
    expect(text.replace(/\n/g, '')).toContain('Times in Europe/Berlin (GMT+1)');
    expect(text).toContain('Start money');
    expect(text).toContain('€50.00');
    const bad = await w.call('GET', '/api/wallet/statement/pdf?from=2026-02-30', { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
  });

  it('names the field of a bad statement period in its message, in English and German', async () => {
    const { w, token } = await pdfWorld('en');
    const bad = (language: string) =>
      w.call('GET', '/api/wallet/statement/pdf?from=2026-02-30&to=31.01.2026', {
        token,
        headers: { 'Accept-Language': language },
      });
    expect((await bad('en')).body.errors).toEqual({
      from: ['The start of the period must be a date like 2026-01-31.'],
      to: ['The end of the period must be a date like 2026-01-31.'],
    });
    expect((await bad('de')).body.errors).toEqual({
      from: ['Das Feld Beginn des Zeitraums muss ein Datum wie 2026-01-31 sein.'],
      to: ['Das Feld Ende des Zeitraums muss ein Datum wie 2026-01-31 sein.'],
    });
  });

  it('prints a transaction receipt through pdfmake (€ and – intact, where the old writer printed ?)', async () => {
    const { w, member, getPdf } = await pdfWorld('en');
    const tx = bookTransaction(w.db, {
      userId: member.id,
      type: 'credit',
      amountCents: 1500,
      status: 'completed',
      description: 'Bonus – thank you',
      now: toTimestamp(w.clock.now()),
    });
    const { text } = await getPdf(`/api/wallet/transactions/${tx.label}/pdf`);
    expect(text).toContain('Bonus – thank you');
    expect(text).toContain('€15.00');
  });
});
