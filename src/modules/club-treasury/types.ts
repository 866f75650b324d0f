// The treasury's wire types: those of its API contract (src/shared/contract/club-treasury.ts), as types only.
export type {
  BankImport,
  BankImportSummary,
  BankEntry,
  MemberLedger,
  PayoutBatch,
  SepaFile,
  StaffOrder,
  StaffWithdrawal,
} from '../../shared/contract/club-treasury.ts';
export type { MemberHit } from '../../shared/contract/club.ts';
export type { Paginator } from '../../shared/contract/endpoint.ts';
