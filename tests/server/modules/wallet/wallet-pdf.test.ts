// The transaction receipt is a real PDF 1.4: header, objects at the offsets the cross-reference
// table states, a stream of the declared length, a trailer and startxref (PDF 32000-1 §7.5).
import { describe, expect, it } from 'vitest';
import { transactionReceipt, wrap } from '../../../../server/pdf/transaction-receipt.ts';
import { pdfString, winAnsiBytes, writePdf } from '../../../../server/pdf/writer.ts';
import type { WalletTransaction } from '../../../../src/modules/wallet/types.ts';
import { readPdfStructure } from './wallet-helpers.ts';

const tx: WalletTransaction = {
  label: 'TX-2026-000123', type: 'fee', amount_cents: -1500, balance_after_cents: 48520, currency: 'EUR', status: 'completed',
  description: 'Membership fee (January) – paid', reference: null, created_at: '2026-01-01T10:00:00.000000Z', updated_at: '2026-01-01T10:00:00.000000Z',
};

describe('writePdf', () => {
  const pdf = writePdf({ title: 'Receipt', texts: [{ text: 'Hello (world) \\ €5', x: 50, y: 800 }], createdAt: new Date('2026-01-01T10:00:00Z') });
  const { text, startxref, count, entries } = readPdfStructure(pdf);

  it('starts with the PDF 1.4 header and a binary comment, and ends with %%EOF.', () => {
    expect(text.startsWith('%PDF-1.4\n%')).toBe(true);
    expect(pdf[10]).toBeGreaterThan(127);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(startxref).toBe(text.lastIndexOf('xref\n0 '));
  });

  it('lists every object in the cross-reference table at its exact byte offset, in 20-byte entries.', () => {
    expect(count).toBe(8);
    expect(entries[0]).toBe('0000000000 65535 f \n');
    for (let n = 1; n < count; n++) {
      expect(entries[n]).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entries[n]!.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj\n`.length)).toBe(`${n} 0 obj\n`);
    }
    expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R /Info 7 0 R >>`);
  });

  it('declares the exact length of the content stream.', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = match.index + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });

  it('escapes parentheses and backslashes and writes € as WinAnsi 0x80.', () => {
    expect(pdfString('a(b)c\\ €')).toBe('(a\\(b\\)c\\\\ \\200)');
    expect(text).toContain('(Hello \\(world\\) \\\\ \\2005)');
  });

  it('maps narrow spaces to spaces and characters outside WinAnsi to "?".', () => {
    expect(winAnsiBytes('ä\u202f€✓')).toEqual([0xe4, 0x20, 0x80, 0x3f]);
  });
});

describe('transactionReceipt', () => {
  it('holds the label, amount and balance in the English format for an English member.', () => {
    const { text } = readPdfStructure(transactionReceipt({ clubName: 'Test Club', transaction: tx, member: { name: 'Mia', email: 'mia@club.test', language: 'en' }, now: new Date('2026-01-02T00:00:00Z') }));
    expect(text).toContain('(Transaction receipt)');
    expect(text).toContain('(TX-2026-000123)');
    expect(text).toContain('(-\\20015.00)');
    expect(text).toContain('(\\200485.20)');
    expect(text).toContain('(Membership fee \\(January\\) \\226 paid)');
  });

  it('is written in German for a German member, with German number format.', () => {
    const { text } = readPdfStructure(transactionReceipt({ clubName: 'Test Club', transaction: tx, member: { name: 'Jörg', email: 'j@club.test', language: 'de' }, now: new Date('2026-01-02T00:00:00Z') }));
    expect(text).toContain('(Transaktionsbeleg)');
    expect(text).toContain('(Geb\\374hr)');
    // The space before € is a no-break space (0xA0) or a narrow one (mapped to 0x20), by ICU version.
    expect(text).toMatch(/\(-15,00(?: |\\240)\\200\)/);
    expect(text).toMatch(/\(485,20(?: |\\240)\\200\)/);
  });

  it('says "not yet booked" instead of a balance for a pending credit.', () => {
    const { text } = readPdfStructure(
      transactionReceipt({ clubName: 'C', transaction: { ...tx, type: 'deposit', amount_cents: 10000, status: 'pending', balance_after_cents: null }, member: { name: 'M', email: 'm@c.test', language: 'en' }, now: new Date() }),
    );
    expect(text).toContain('(not yet booked)');
    expect(text).toContain('(Pending)');
  });
});

describe('wrap', () => {
  it('breaks long text at spaces and cuts words longer than a line.', () => {
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
