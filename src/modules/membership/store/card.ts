// The member's signed card (docs/spec.md §12 "Membership card"): fetched when shown; the server signs a
// fresh one per CLUB_CARD_DAYS period. 403: no card yet (not admitted or the age not checked).
import { createFetcher } from '../../../core/resource/resource.ts';
import { getCard } from '../api.ts';

export const membershipCard = createFetcher({ fetch: getCard });
