// The receipt of one wallet transaction as a one-page PDF, in the member's language (en, de).
import type { WalletTransaction } from '../../src/modules/wallet/types.ts';
import { A4, writePdf, type PdfText } from './writer.ts';

const TEXTS = {
  en: {
    title: 'Transaction receipt', label: 'Receipt no.', date: 'Date', type: 'Type', description: 'Description', amount: 'Amount',
    balanceAfter: 'Balance after', status: 'Status', reference: 'Reference', member: 'Member', pending: 'not yet booked', created: 'Created on',
    types: { deposit: 'Deposit', withdrawal: 'Withdrawal', order: 'Order', fee: 'Fee', credit: 'Credit' },
    statuses: { pending: 'Pending', completed: 'Completed', failed: 'Failed' },
    references: { order: 'Order', withdrawal: 'Withdrawal', ticket: 'Ticket' },
  },
  de: {
    title: 'Transaktionsbeleg', label: 'Beleg-Nr.', date: 'Datum', type: 'Art', description: 'Beschreibung', amount: 'Betrag',
    balanceAfter: 'Saldo danach', status: 'Status', reference: 'Bezug', member: 'Mitglied', pending: 'noch nicht gebucht', created: 'Erstellt am',
    types: { deposit: 'Einzahlung', withdrawal: 'Auszahlung', order: 'Bestellung', fee: 'Gebühr', credit: 'Gutschrift' },
    statuses: { pending: 'Ausstehend', completed: 'Abgeschlossen', failed: 'Fehlgeschlagen' },
    references: { order: 'Bestellung', withdrawal: 'Auszahlung', ticket: 'Ticket' },
  },
} as const;

export interface ReceiptInput {
  clubName: string;
  transaction: WalletTransaction;
  member: { name: string; email: string; language: string };
  now: Date;
}

/** Splits `text` into lines of at most `width` characters, at spaces where possible. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const room = line ? width - line.length - 1 : width;
      if (rest.length <= room) {
        line = line ? `${line} ${rest}` : rest;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export function transactionReceipt({ clubName, transaction: tx, member, now }: ReceiptInput): Buffer {
  const lang = member.language === 'de' ? 'de' : 'en';
  const t = TEXTS[lang];
  const money = (cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: tx.currency }).format(cents / 100);
  const when = (at: Date) => `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

  const rows: [string, string][] = [
    [t.label, tx.label],
    [t.date, when(new Date(tx.created_at))],
    [t.type, t.types[tx.type]],
    [t.description, tx.description],
    [t.amount, money(tx.amount_cents)],
    [t.balanceAfter, tx.balance_after_cents === null ? t.pending : money(tx.balance_after_cents)],
    [t.status, t.statuses[tx.status]],
    ...(tx.reference ? [[t.reference, `${t.references[tx.reference.type]} ${tx.reference.label}`] as [string, string]] : []),
    [t.member, `${member.name} <${member.email}>`],
  ];

  const left = 56;
  const valueX = 190;
  let y = A4[1] - 72;
  const texts: PdfText[] = [
    { text: clubName, x: left, y, size: 18, bold: true },
    { text: t.title, x: left, y: (y -= 28), size: 14, bold: true },
  ];
  y -= 16;
  for (const [name, value] of rows) {
    const lines = wrap(value, 60);
    y -= 20;
    texts.push({ text: name, x: left, y, bold: true });
    lines.forEach((line, i) => texts.push({ text: line, x: valueX, y: y - i * 14 }));
    y -= (lines.length - 1) * 14;
  }
  texts.push({ text: `${t.created} ${when(now)}`, x: left, y: 56, size: 9 });
  return writePdf({ title: `${t.title} ${tx.label}`, texts, createdAt: now, producer: clubName });
}
