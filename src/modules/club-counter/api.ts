// The counter's, the batches', the records' and the prevention officer's endpoints
// (src/shared/contract/club-counter.ts, club-batches.ts, club-records.ts, club-prevention.ts), one function each.
import { currentApi } from '../../core/runtime.ts';
import type {
  Applicant,
  MembersOverview,
  Batch,
  BatchDetail,
  CounterBatch,
  CounterHandover,
  CounterMember,
  PdfDocument,
  Strain,
  HandoverRecord,
  ExportFile,
  ExportFormat,
  YearlyReport,
  PreventionFigures,
  InboxTicket,
  InboxThread,
} from './types.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const findMember = (number: string) =>
  currentApi().get<CounterMember>(`club/counter/members/${segment(number.trim())}`);
export const scanCard = (payload: string) => currentApi().post<CounterMember>('club/counter/scan', { payload });
export const getCounterBatches = () => currentApi().get<{ data: CounterBatch[] }>('club/counter/batches');
export const handOver = (
  fields: { user_id: number; batch_id: number; grams: string; id_seen: boolean },
  idempotencyKey: string,
) =>
  currentApi()
    .raw<CounterHandover>('POST', 'club/counter/handovers', {
      body: fields,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .then((res) => res.data);
export const getLeaflet = (id: number) =>
  currentApi().get<PdfDocument>(`club/counter/handovers/${segment(id)}/leaflet`);

export const getBatches = () => currentApi().get<{ data: Batch[] }>('club/batches');
export const getStrains = () => currentApi().get<{ data: Strain[] }>('growing/strains');
export const addBatch = (fields: {
  strain_id: number;
  harvested_on: string;
  best_before: string;
  dry_weight: string;
  thc_percent: number;
  cbd_percent: number;
}) => currentApi().post<Batch>('club/batches', fields);
export const releaseBatch = (id: number) => currentApi().post<Batch>(`club/batches/${segment(id)}/release`);
export const recallBatch = (id: number, reason: string) =>
  currentApi().post<BatchDetail>(`club/batches/${segment(id)}/recall`, { reason });

export const getApplications = () => currentApi().get<MembersOverview>('club/applications');
export const checkApplicant = (user: number, fields: { document: string; date_of_birth: string }) =>
  currentApi().post<Applicant>(`club/applications/${segment(user)}/check`, fields);
export const approveApplicant = (user: number) =>
  currentApi().post<Applicant>(`club/applications/${segment(user)}/approve`);
export const rejectApplicant = (user: number, reason: string) =>
  currentApi().post<Applicant>(`club/applications/${segment(user)}/reject`, { reason });

export const getRecords = (from: string, to: string) =>
  currentApi().get<{ data: HandoverRecord[] }>(`club/records/handovers?${new URLSearchParams({ from, to })}`);
export const exportRecords = (from: string, to: string, format: ExportFormat) =>
  currentApi().get<ExportFile>(`club/records/handovers/export?${new URLSearchParams({ from, to, format })}`);
export const getReport = (year: number) => currentApi().get<YearlyReport>(`club/records/reports/${segment(year)}`);
export const exportReport = (year: number, format: ExportFormat) =>
  currentApi().get<ExportFile>(`club/records/reports/${segment(year)}/export?format=${format}`);

export const getPreventionFigures = (month: string) =>
  currentApi().get<PreventionFigures>(`club/prevention/figures?month=${encodeURIComponent(month)}`);
export const getPreventionMessages = () => currentApi().get<{ data: InboxTicket[] }>('club/prevention/messages');
export const getPreventionMessage = (id: number) =>
  currentApi().get<InboxThread>(`club/prevention/messages/${segment(id)}`);
export const replyPrevention = (id: number, text: string) =>
  currentApi().post<InboxThread>(`club/prevention/messages/${segment(id)}/reply`, { text });
