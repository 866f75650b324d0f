// The records the law keeps (docs/spec.md §12 "Records", "Yearly report"; KCanG §26): a date range's
// handovers and a year's report, loaded from the records API, and their CSV or PDF exports saved as
// files. Dates are Berlin days, as the server counts them.
import { downloadBase64File } from '../../../core/pdf.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { exportRecords, exportReport, getRecords, getReport } from '../api.ts';
import type { ExportFile, ExportFormat } from '../types.ts';
import { createBusyAction } from '../../../core/busy-action.ts';

export const records = keyed(getRecords);
export const reports = keyed(getReport);

const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
/** Today in Berlin, 'YYYY-MM-DD'. */
export const berlinToday = (now = new Date()): string => berlin.format(now);

/** The server names the file, its ending included. */
const save = (file: ExportFile): void => downloadBase64File(file.data, file.name, file.type);

/** Saves an export; `$problem` holds the server's refusal (a 422's message) or the failure text. */
export function createExportStore(failedText: () => string) {
  const action = createBusyAction(failedText);
  const run = (work: () => Promise<ExportFile>) => action.run(async () => save(await work()));
  return {
    $busy: action.$busy,
    $problem: action.$problem,
    handovers: (from: string, to: string, format: ExportFormat) => run(() => exportRecords(from, to, format)),
    report: (year: number, format: ExportFormat) => run(() => exportReport(year, format)),
  };
}
