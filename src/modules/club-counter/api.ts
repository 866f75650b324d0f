// The counter's and the batches' endpoints (src/shared/contract/club-counter.ts, club-batches.ts),
// one function each.
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
