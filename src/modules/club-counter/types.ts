// The counter's and the batches' wire types: those of their API contracts, as types only.
export type { CounterBatch, CounterHandover, CounterMember } from '../../shared/contract/club-counter.ts';
export type { Batch, BatchDetail } from '../../shared/contract/club-batches.ts';
export type { Strain } from '../../shared/contract/growing.ts';
export type { PdfDocument } from '../../shared/contract/wallet.ts';
export type { Applicant, MembersOverview } from '../../shared/contract/club-members.ts';
