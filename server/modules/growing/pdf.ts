// The member's distribution record as a PDF (KCanG §26 documentation): every handover with date,
// strain, grams, THC, CBD and price, in the language on the member's screen and the club's time
// zone, which it names (server/pdf/format.ts).
import type { Handover } from '../../../src/shared/contract/growing.ts';
import { renderPdf } from '../../pdf/pdfmake.ts';
import { documentFormat } from '../../pdf/format.ts';
import type { Locale } from '../../lang/locale.ts';
import { RECORD_TEXTS as TEXTS } from './pdf-texts.ts';

export function handoverRecordPdf(
  ctx: { clubName: string; member: { name: string; email: string }; language: Locale; timeZone: string; now: Date },
  dob: string | null,
  handovers: Handover[],
): Promise<Buffer> {
  const t = TEXTS[ctx.language];
  const { number, money, when, zoneLine } = documentFormat(ctx);
  const totalGrams = handovers.reduce((sum, h) => sum + h.grams, 0);
  const header = [t.date, t.strain, t.grams, t.thc, t.cbd, t.price].map((text) => ({ text, bold: true }));
  return renderPdf({
    info: { title: t.title, producer: ctx.clubName },
    content: [
      { text: ctx.clubName, fontSize: 18, bold: true },
      { text: t.title, fontSize: 14, bold: true, margin: [0, 8, 0, 8] },
      { text: `${t.member}: ${ctx.member.name} <${ctx.member.email}>` },
      ...(dob ? [{ text: `${t.born}: ${dob}`, margin: [0, 0, 0, 8] }] : []),
      handovers.length === 0
        ? { text: t.none }
        : {
            table: {
              headerRows: 1,
              widths: [110, '*', 45, 40, 40, 60],
              body: [
                header,
                ...handovers.map((h) => [
                  when(h.handed_at),
                  h.strain,
                  number(h.grams, 1),
                  `${number(h.thc_percent, 1)} %`,
                  `${number(h.cbd_percent, 1)} %`,
                  money(h.price_cents),
                ]),
                [{ text: t.total, bold: true }, '', { text: number(totalGrams, 1), bold: true }, '', '', ''],
              ],
            },
          },
      { text: `${t.created} ${when(ctx.now)}. ${zoneLine(ctx.now)}.`, fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  });
}
