// The records' routes (docs/spec.md §12 "Records", "Yearly report"; src/shared/contract/club-records.ts):
// a date range's handovers, as JSON or an inspection export (CSV, PDF), and the yearly report.
import { Hono } from 'hono';
import { clubRecords } from '../../../src/shared/contract/club-records.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { currentLocale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';
import { listRecords } from './records.ts';
import { handoverExport, reportExport } from './records-export.ts';
import { yearlyReport } from './yearly-report.ts';

function checkedRange(from: string, to: string): void {
  if (to < from) throw new ValidationError({ to: [__('The end of the range must not be before its start.')] });
}

function yearOf(c: AppContext): number {
  const text = c.req.param('year') ?? '';
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= 2024 && year <= 2100)) throw notFound('No query results for model [App\\Models\\YearlyReport].');
  return year;
}

export function recordsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ctx = (c: AppContext) => ({
    clubName: c.var.deps.config.appName,
    locale: currentLocale(),
    now: c.var.deps.clock.now(),
  });

  app.get('/club/records/handovers', staffGuard(clubRecords.handovers), (c) => {
    const { from, to } = input(c, clubRecords.handovers).query;
    checkedRange(from, to);
    return c.json({ data: listRecords(c.var.deps.db, from, to) });
  });

  app.get('/club/records/handovers/export', staffGuard(clubRecords.exportHandovers), async (c) => {
    const { from, to, format } = input(c, clubRecords.exportHandovers).query;
    checkedRange(from, to);
    return c.json(await handoverExport(listRecords(c.var.deps.db, from, to), { from, to }, format, ctx(c)));
  });

  app.get('/club/records/reports/:year', staffGuard(clubRecords.report), (c) =>
    c.json(yearlyReport(c.var.deps.db, yearOf(c))),
  );

  app.get('/club/records/reports/:year/export', staffGuard(clubRecords.exportReport), async (c) => {
    const year = yearOf(c);
    const { format } = input(c, clubRecords.exportReport).query;
    return c.json(await reportExport(yearlyReport(c.var.deps.db, year), format, ctx(c)));
  });

  return app;
}
