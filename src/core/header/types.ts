// docs/spec.md §3 "Header summary response" (GET user/header), inferred from its schema.
import type { HeaderSummary } from '../../shared/contract/user.ts';

export type { HeaderSummary, TermUpdate } from '../../shared/contract/user.ts';
export type HeaderCounts = HeaderSummary['notifications']['notifications'];
