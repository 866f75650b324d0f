// The member's yearly overview of volunteer hours as a PDF (KCanG §17): target, approved and waiting
// hours, and every entry with its status, in the member's language.
import type { VolunteerYear } from '../../../src/shared/contract/volunteering.ts';
import { renderPdf } from '../../pdf/pdfmake.ts';
import { VOLUNTEER_TEXTS } from './pdf-texts.ts';

export function volunteerYearPdf(
  ctx: { clubName: string; member: { name: string; email: string; language: string }; now: Date },
  year: VolunteerYear,
): Promise<Buffer> {
  const lang = ctx.member.language === 'de' ? 'de' : 'en';
  const t = VOLUNTEER_TEXTS[lang];
  const hours = (minutes: number) =>
    `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(minutes / 60)} h`;
  const day = (value: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return renderPdf({
    info: { title: t.title(year.year), producer: ctx.clubName },
    content: [
      { text: ctx.clubName, fontSize: 18, bold: true },
      { text: t.title(year.year), fontSize: 14, bold: true, margin: [0, 8, 0, 4] },
      { text: t.intro, margin: [0, 0, 0, 8] },
      { text: `${t.member}: ${ctx.member.name} <${ctx.member.email}>` },
      { text: `${t.target}: ${hours(year.target_minutes)}` },
      { text: `${t.approved}: ${hours(year.approved_minutes)}` },
      { text: `${t.pending}: ${hours(year.pending_minutes)}`, margin: [0, 0, 0, 8] },
      year.entries.length === 0
        ? { text: t.none }
        : {
            table: {
              headerRows: 1,
              widths: [80, '*', 60, 70],
              body: [
                [t.date, t.task, t.duration, t.status].map((text) => ({ text, bold: true })),
                ...year.entries.map((entry) => [
                  day(entry.worked_on),
                  entry.task,
                  hours(entry.minutes),
                  t.statuses[entry.status],
                ]),
              ],
            },
          },
      { text: `${t.created} ${when.format(ctx.now)}`, fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  });
}
