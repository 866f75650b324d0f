// Where csv-parse enters (docs/architecture.md decision 10): a bank's CSV export read into its
// credit entries. German banks differ in columns and words, so the header row is read by name
// (Buchungstag / Booking date, Betrag / Amount, Verwendungszweck / Reference, Name, IBAN, Währung);
// the separator (; or ,) is taken from the header line. Rows with a negative amount are debits and
// left out.
import { parse } from 'csv-parse/sync';
import { __ } from '../../lang/translate.ts';
import { keyEntries, parseBankAmount, StatementError, type Statement } from './bank-statement.ts';

const COLUMNS = {
  date: ['buchungstag', 'buchungsdatum', 'booking date', 'date', 'datum', 'valuta', 'wertstellung'],
  amount: ['betrag', 'amount', 'betrag (eur)', 'umsatz'],
  remittance: ['verwendungszweck', 'reference', 'remittance', 'purpose', 'buchungstext'],
  name: [
    'name',
    'auftraggeber',
    'zahlungspflichtige*r',
    'beguenstigter/zahlungspflichtiger',
    'payer',
    'name zahlungsbeteiligter',
  ],
  iban: ['iban', 'kontonummer/iban', 'iban zahlungsbeteiligter', 'payer iban'],
  currency: ['währung', 'waehrung', 'currency'],
} as const;

/** DD.MM.YYYY, DD.MM.YY or YYYY-MM-DD as YYYY-MM-DD, or null. */
function isoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(text);
  if (!de) return null;
  const year = de[3]!.length === 2 ? `20${de[3]}` : de[3]!;
  return `${year}-${de[2]!.padStart(2, '0')}-${de[1]!.padStart(2, '0')}`;
}

export function parseBankCsv(content: string): Statement {
  const text = content.replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw new StatementError(__('The file is not a readable CSV export.'));
  }
  const names = (rows[0] ?? []).map((name) => name.toLowerCase());
  const column = (field: keyof typeof COLUMNS) =>
    names.findIndex((name) => (COLUMNS[field] as readonly string[]).includes(name));
  const at = {
    date: column('date'),
    amount: column('amount'),
    remittance: column('remittance'),
    name: column('name'),
    iban: column('iban'),
    currency: column('currency'),
  };
  if (at.date < 0 || at.amount < 0 || at.remittance < 0)
    throw new StatementError(__('The CSV export needs columns for the booking date, the amount and the reference.'));
  const raw = rows.slice(1).flatMap((row) => {
    const cents = parseBankAmount(row[at.amount] ?? '');
    const bookingDate = isoDate(row[at.date] ?? '');
    if (cents === null || cents <= 0 || bookingDate === null) return [];
    return [
      {
        bankKey: null,
        bookingDate,
        amountCents: cents,
        currency: (at.currency >= 0 ? row[at.currency] : '') || 'EUR',
        remittance: (row[at.remittance] ?? '').slice(0, 500),
        payerName: at.name >= 0 ? (row[at.name] ?? '') : '',
        payerIban: at.iban >= 0 ? (row[at.iban] ?? '').replace(/\s+/g, '').toUpperCase() : '',
      },
    ];
  });
  return { id: null, entries: keyEntries(raw) };
}
