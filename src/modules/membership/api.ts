// The membership card (GET membership/card): with the service worker's X-Club-Saved-At when the
// answer is its offline copy (src/portal/service-worker.ts).
import { currentApi } from '../../core/runtime.ts';
import { SAVED_AT_HEADER } from '../../core/service-worker.ts';
import type { MembershipCard, ShownCard } from './types.ts';

export const getCard = (): Promise<ShownCard> =>
  currentApi()
    .raw<MembershipCard>('GET', 'membership/card')
    .then((response) => ({ card: response.data, savedAt: response.headers.get(SAVED_AT_HEADER) }));
