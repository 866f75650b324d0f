// The privacy export (GDPR Art. 15, 20; docs/spec.md §11): a ZIP with member-data.json (every
// table's rows about the member, as stored) and member-data.pdf (the same, readable, in the member's
// language). Built from server/privacy/member-data.ts, so it holds what the deletion would touch.
import { createHash } from 'node:crypto';
import type { Database } from '../db/open.ts';
import { renderPdf } from '../pdf/pdfmake.ts';
import { collectMemberData, MEMBER_DATA } from './member-data.ts';
import { EXPORT_TEXTS, TABLE_NAMES } from './export-texts.ts';
import { zipFiles } from './zip.ts';

export const EXPORT_FORMAT = 'club-portal/member-data@1';

interface ExportContext {
  clubName: string;
  member: { id: number; name: string; email: string; language: string };
  now: Date;
}

type Tables = Record<string, Record<string, unknown>[]>;

function exportPdf(ctx: ExportContext, tables: Tables): Promise<Buffer> {
  const lang = ctx.member.language === 'de' ? 'de' : 'en';
  const t = EXPORT_TEXTS[lang];
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const sections = MEMBER_DATA.filter((entry) => tables[entry.table]).flatMap((entry) => {
    const rows = tables[entry.table]!;
    return [
      {
        text: `${TABLE_NAMES[entry.table]?.[lang] ?? entry.table} (${t.rows(rows.length)})`,
        style: 'table',
        headlineLevel: 1,
      },
      // One paragraph per row (pdfmake lays out tables far slower than text).
      ...rows.map((row) => ({
        // Empty fields left out: the JSON has every column.
        text: Object.entries(row)
          .filter(([, value]) => value !== null && value !== '')
          .map(([column, value]) => `${column}: ${String(value)}`)
          .join('\n'),
        fontSize: 8,
        margin: [0, 0, 0, 6],
      })),
    ];
  });
  return renderPdf({
    info: { title: t.title, producer: ctx.clubName },
    styles: { table: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] } },
    content: [
      { text: ctx.clubName, fontSize: 18, bold: true },
      { text: t.title, fontSize: 14, bold: true, margin: [0, 8, 0, 4] },
      { text: `${t.member}: ${ctx.member.name} <${ctx.member.email}>` },
      { text: `${t.created} ${when.format(ctx.now)}`, margin: [0, 0, 0, 8] },
      { text: t.intro, margin: [0, 0, 0, 8] },
      ...sections,
    ],
  });
}

// A download of unchanged data (a second click, a retry) reuses the last ZIP built from it: the PDF
// takes a second or more for a member with years of records. What every request itself changes (the
// token's last use) does not count as a change; the ZIP says when it was made. A few members' last
// ZIPs are kept.
const LAST_BUILDS = 16;
const VOLATILE: Readonly<Record<string, readonly string[]>> = {
  personal_access_tokens: ['last_used_at', 'updated_at', 'expires_at'],
};
const lastBuilds = new WeakMap<Database, Map<number, { digest: string; name: string; zip: Uint8Array }>>();

function digestOf(ctx: ExportContext, tables: Tables): string {
  const stable = Object.entries(tables).map(([table, rows]) => [
    table,
    rows.map((row) => Object.entries(row).filter(([column]) => !VOLATILE[table]?.includes(column))),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([ctx.clubName, ctx.member, stable]))
    .digest('hex');
}

/** The ZIP's bytes and the name the member saves it under (without .zip). */
export async function memberExport(db: Database, ctx: ExportContext): Promise<{ name: string; zip: Uint8Array }> {
  const tables = collectMemberData(db, ctx.member.id);
  const digest = digestOf(ctx, tables);
  let builds = lastBuilds.get(db);
  if (!builds) lastBuilds.set(db, (builds = new Map()));
  const last = builds.get(ctx.member.id);
  if (last?.digest === digest) return last;
  const json = JSON.stringify(
    { format: EXPORT_FORMAT, generated_at: ctx.now.toISOString(), member_id: ctx.member.id, tables },
    null,
    2,
  );
  const pdf = await exportPdf(ctx, tables);
  const zip = zipFiles({ 'member-data.json': json, 'member-data.pdf': pdf }, ctx.now);
  const build = { digest, name: `member-data-${ctx.now.toISOString().slice(0, 10)}`, zip };
  builds.delete(ctx.member.id);
  builds.set(ctx.member.id, build);
  if (builds.size > LAST_BUILDS) builds.delete(builds.keys().next().value!);
  return build;
}
