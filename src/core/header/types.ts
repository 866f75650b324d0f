// docs/spec.md §3 "Header summary response" (GET user/header), inferred from its schema.
export type { HeaderSummary, TermUpdate } from '../../shared/contract/user.ts';
