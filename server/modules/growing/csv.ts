// Where csv-stringify enters (docs/architecture.md decision 10): the records' CSV exports, RFC 4180
// with a header row, UTF-8 with a byte order mark so spreadsheet programs keep the umlauts.
import { stringify } from 'csv-stringify/sync';

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): Buffer {
  const text = stringify([header as string[], ...rows.map((row) => row.map((cell) => cell ?? ''))], {
    record_delimiter: '\r\n',
  });
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}
