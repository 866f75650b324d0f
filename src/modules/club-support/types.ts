// The inbox's wire types: those of its API contract (src/shared/contract/club-support.ts), as types only.
export type { Assignee, InboxThread, InboxTicket, SupportContent } from '../../shared/contract/club-support.ts';
export type { Paginator } from '../../shared/contract/endpoint.ts';
