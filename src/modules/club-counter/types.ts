// The counter's and the batches' wire types: those of their API contracts, as types only.
export type { CounterBatch, CounterHandover, CounterMember } from '../../shared/contract/club-counter.ts';
export type { Batch, BatchDetail } from '../../shared/contract/club-batches.ts';
export type { Strain } from '../../shared/contract/growing.ts';
export type { PdfDocument } from '../../shared/contract/wallet.ts';
export type { Applicant, MembersOverview } from '../../shared/contract/club-members.ts';
export type { HandoverRecord, YearlyReport, ExportFile } from '../../shared/contract/club-records.ts';
export type { PreventionFigures } from '../../shared/contract/club-prevention.ts';
export type { InboxThread, InboxTicket } from '../../shared/contract/club-support.ts';
export type ExportFormat = 'csv' | 'pdf';
