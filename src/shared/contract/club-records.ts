// The records the law keeps (docs/spec.md §12 "Records", "Yearly report"; KCanG §26): every handover
// of a date range for an inspection (also as CSV and PDF), and the yearly report for the authority
// (grown, dispensed, destroyed and stock at year end by strain with average THC and CBD, members by
// age band), derived from the batch and handover records. Staff routes with the `records` permission.
import { count, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-records');

export const HandoverRecord = v.object({
  id: count,
  handed_at: Timestamp,
  member_number: v.nullable(v.string()),
  /** 'Lastname, Firstname', or the membership number once the member's data was erased. */
  recipient: v.string(),
  birth_year: v.nullable(count),
  strain: v.string(),
  batch: v.nullable(v.string()),
  grams: v.number(),
  thc_percent: v.number(),
  cbd_percent: v.number(),
  handed_by: v.nullable(v.string()),
});

export const ReportRow = v.object({
  strain: v.string(),
  thc_percent: v.number(),
  cbd_percent: v.number(),
  grown_grams: v.number(),
  dispensed_grams: v.number(),
  destroyed_grams: v.number(),
  lost_grams: v.number(),
  stock_at_year_end_grams: v.number(),
});

export const YearlyReport = v.object({
  year: count,
  /** 31 January of the next year: when the report is due (§26 (3)). */
  due_on: v.string(),
  rows: v.array(ReportRow),
  totals: v.object({
    grown_grams: v.number(),
    dispensed_grams: v.number(),
    destroyed_grams: v.number(),
    lost_grams: v.number(),
    stock_at_year_end_grams: v.number(),
  }),
  /** Members on 31 December by the age band on that day. */
  members: v.object({ '18-20': count, '21-24': count, '25+': count, total: count }),
});

/** A file to save: its name and base64 content. */
export const ExportFile = v.object({ name: v.string(), type: v.string(), data: v.string() });

const day = v.pipe(v.string(), v.isoDate());
const format = v.picklist(['csv', 'pdf']);

export const clubRecords = {
  handovers: endpoint('GET /api/club/records/handovers', {
    summary: 'Every handover of a date range (Berlin days, both included), oldest first',
    permission: 'records',
    query: v.object({ from: day, to: day }),
    responses: { 200: v.object({ data: v.array(HandoverRecord) }) },
  }),
  exportHandovers: endpoint('GET /api/club/records/handovers/export', {
    summary: "The inspection export of a date range's handovers, as CSV or PDF (§26 (2))",
    permission: 'records',
    query: v.object({ from: day, to: day, format }),
    responses: { 200: ExportFile },
  }),
  report: endpoint('GET /api/club/records/reports/{year}', {
    summary: 'The yearly report of a calendar year, derived from the batch and handover records (§26 (3))',
    permission: 'records',
    responses: { 200: YearlyReport, 404: 'Not a year' },
  }),
  exportReport: endpoint('GET /api/club/records/reports/{year}/export', {
    summary: 'The yearly report as CSV or PDF',
    permission: 'records',
    query: v.object({ format }),
    responses: { 200: ExportFile, 404: 'Not a year' },
  }),
};

export type HandoverRecord = v.InferOutput<typeof HandoverRecord>;
export type ReportRow = v.InferOutput<typeof ReportRow>;
export type YearlyReport = v.InferOutput<typeof YearlyReport>;
export type ExportFile = v.InferOutput<typeof ExportFile>;
