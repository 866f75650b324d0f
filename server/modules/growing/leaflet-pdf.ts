// The information leaflet of one handover as a PDF (KCanG §21 (2); docs/spec.md §12 "Counter"):
// weight, strain, harvest date, best-before date, average THC and CBD, the notices of §21 (3) and
// the club's name, in the member's language. The counter prints it; the member's copy is the same
// document, from their distribution record.
import { renderPdf } from '../../pdf/pdfmake.ts';
import { memberNumberLabel } from '../../members/repository.ts';
import { LEAFLET_TEXTS } from './pdf-texts.ts';

export interface LeafletFacts {
  clubName: string;
  language: string;
  grams: number;
  strain: string;
  harvestedOn: string | null;
  bestBefore: string | null;
  thcPercent: number;
  cbdPercent: number;
  batch: string | null;
  handedAt: string;
  memberNumber: number | null;
}

export function leafletPdf(f: LeafletFacts): Promise<Buffer> {
  const lang = f.language === 'de' ? 'de' : 'en';
  const t = LEAFLET_TEXTS[lang];
  const number = (n: number, digits: number) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  const day = (date: string | null) =>
    date === null
      ? '–'
      : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const when = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(f.handedAt));
  const rows: [string, string][] = [
    [t.weight, `${number(f.grams, 1)} g`],
    [t.strain, f.strain],
    [t.harvested, day(f.harvestedOn)],
    [t.bestBefore, day(f.bestBefore)],
    [t.thc, `${number(f.thcPercent, 1)} %`],
    [t.cbd, `${number(f.cbdPercent, 1)} %`],
    ...(f.batch ? ([[t.batch, f.batch]] as [string, string][]) : []),
    [t.handedAt, when],
    ...(f.memberNumber === null ? [] : ([[t.member, memberNumberLabel(f.memberNumber)]] as [string, string][])),
  ];
  return renderPdf({
    info: { title: `${t.title} – ${f.clubName}`, author: f.clubName },
    content: [
      { text: f.clubName, fontSize: 16, bold: true },
      { text: t.title, fontSize: 14, bold: true, margin: [0, 6, 0, 0] },
      { text: t.law, fontSize: 9, color: '#555555', margin: [0, 0, 0, 10] },
      { table: { widths: [170, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders' },
      { text: t.noticesTitle, fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      { ul: [...t.notices], margin: [0, 0, 0, 6] },
      { text: t.helpTitle, fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      { ul: [...t.help] },
      { text: t.footer, fontSize: 9, italics: true, margin: [0, 14, 0, 0] },
    ],
  });
}
