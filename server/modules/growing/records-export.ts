// The records as files for the authority (docs/spec.md §12 "Records", "Yearly report"; KCanG §26
// (2), (3)): the inspection export of a date range's handovers and the yearly report, each as CSV
// and PDF, in the staff member's language. The numbers are the ones the JSON answers carry.
import type { ExportFile, HandoverRecord, YearlyReport } from '../../../src/shared/contract/club-records.ts';
import { renderPdf } from '../../pdf/pdfmake.ts';
import type { Locale } from '../../lang/locale.ts';
import { toCsv } from './csv.ts';
import { EXPORT_TEXTS as TEXTS } from './pdf-texts.ts';
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/:(\w+)/g, (_, key: string) => String(values[key] ?? `:${key}`));

function formats(locale: Locale) {
  const decimal = (n: number, digits = 1) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 3 }).format(n);
  const when = (at: string | Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
      new Date(at),
    );
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return { decimal, when, day };
}

const file = (name: string, type: string, data: Buffer): ExportFile => ({ name, type, data: data.toString('base64') });

export async function handoverExport(
  records: HandoverRecord[],
  range: { from: string; to: string },
  format: 'csv' | 'pdf',
  ctx: { clubName: string; locale: Locale; now: Date },
): Promise<ExportFile> {
  const t = TEXTS[ctx.locale];
  const name = `handovers-${range.from}-${range.to}`;
  const header = [t.handed, t.number, t.recipient, t.born, t.strain, t.batch, t.grams, t.thc, t.cbd, t.by];
  if (format === 'csv') {
    // CSV keeps machine-readable values: ISO timestamps and a decimal point.
    const rows = records.map((r) => [
      r.handed_at,
      r.member_number,
      r.recipient,
      r.birth_year,
      r.strain,
      r.batch,
      r.grams,
      r.thc_percent,
      r.cbd_percent,
      r.handed_by,
    ]);
    return file(`${name}.csv`, 'text/csv', toCsv(header, rows));
  }
  const f = formats(ctx.locale);
  const body = records.map((r) => [
    f.when(r.handed_at),
    r.member_number ?? '',
    r.recipient,
    r.birth_year === null ? '' : String(r.birth_year),
    r.strain,
    r.batch ?? '',
    f.decimal(r.grams),
    f.decimal(r.thc_percent),
    f.decimal(r.cbd_percent),
    r.handed_by ?? '',
  ]);
  const pdf = await renderPdf({
    pageOrientation: 'landscape',
    info: { title: `${t.inspection} ${range.from} – ${range.to}`, author: ctx.clubName },
    content: [
      { text: ctx.clubName, fontSize: 16, bold: true },
      { text: t.inspection, fontSize: 14, bold: true, margin: [0, 6, 0, 0] },
      { text: `${fill(t.range, { from: f.day(range.from), to: f.day(range.to) })} · ${t.law}`, margin: [0, 0, 0, 10] },
      records.length === 0
        ? { text: t.none }
        : {
            fontSize: 8,
            table: {
              headerRows: 1,
              widths: [70, 52, '*', 34, 70, 62, 34, 36, 36, 90],
              body: [header.map((text) => ({ text, bold: true })), ...body],
            },
          },
      { text: `${t.created} ${f.when(ctx.now)}`, fontSize: 8, margin: [0, 16, 0, 0] },
    ],
  });
  return file(`${name}.pdf`, 'application/pdf', pdf);
}

export async function reportExport(
  report: YearlyReport,
  format: 'csv' | 'pdf',
  ctx: { clubName: string; locale: Locale; now: Date },
): Promise<ExportFile> {
  const t = TEXTS[ctx.locale];
  const name = `yearly-report-${report.year}`;
  const header = [t.strain, t.thc, t.cbd, t.grown, t.dispensed, t.destroyed, t.lost, t.stock];
  const values = (r: YearlyReport['rows'][number] | (YearlyReport['totals'] & { strain: string })) => [
    r.strain,
    'thc_percent' in r ? r.thc_percent : null,
    'cbd_percent' in r ? r.cbd_percent : null,
    r.grown_grams,
    r.dispensed_grams,
    r.destroyed_grams,
    r.lost_grams,
    r.stock_at_year_end_grams,
  ];
  const total = { ...report.totals, strain: t.total };
  const bands = (['18-20', '21-24', '25+', 'total'] as const).map((band) => [
    band === 'total' ? t.total : band,
    report.members[band],
  ]);
  if (format === 'csv') {
    const rows = [...report.rows.map(values), values(total), [], [t.band, t.count], ...bands];
    return file(`${name}.csv`, 'text/csv', toCsv(header, rows));
  }
  const f = formats(ctx.locale);
  const shown = (cells: (string | number | null)[]) =>
    cells.map((cell, i) => (cell === null ? '' : i === 0 ? String(cell) : f.decimal(Number(cell))));
  const pdf = await renderPdf({
    info: { title: fill(t.report, { year: report.year }), author: ctx.clubName },
    content: [
      { text: ctx.clubName, fontSize: 16, bold: true },
      { text: fill(t.report, { year: report.year }), fontSize: 14, bold: true, margin: [0, 6, 0, 0] },
      { text: fill(t.due, { due: f.day(report.due_on) }), margin: [0, 0, 0, 10] },
      {
        fontSize: 8,
        table: {
          headerRows: 1,
          widths: ['*', 40, 40, 50, 55, 50, 40, 60],
          body: [
            header.map((text) => ({ text, bold: true })),
            ...report.rows.map((row) => shown(values(row))),
            shown(values(total)).map((text) => ({ text, bold: true })),
          ],
        },
      },
      { text: t.members, fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [120, 60],
          body: [
            [
              { text: t.band, bold: true },
              { text: t.count, bold: true },
            ],
            ...bands.map(([a, b]) => [String(a), String(b)]),
          ],
        },
      },
      { text: `${t.created} ${f.when(ctx.now)}`, fontSize: 8, margin: [0, 16, 0, 0] },
    ],
  });
  return file(`${name}.pdf`, 'application/pdf', pdf);
}
