// The membership endpoints (src/shared/contract/membership.ts), one function each. The card comes
// with the service worker's X-Club-Saved-At when the answer is its offline copy
// (src/portal/service-worker.ts).
import { currentApi } from '../../core/runtime.ts';
import { SAVED_AT_HEADER } from '../../core/service-worker.ts';
import type { Application, Membership, MembershipCard, ShownCard } from './types.ts';

export const apply = (fields: Application) => currentApi().post<{ message: string }>('membership/applications', fields);
export const getMembership = () => currentApi().get<Membership>('membership');

export const getCard = (): Promise<ShownCard> =>
  currentApi()
    .raw<MembershipCard>('GET', 'membership/card')
    .then((response) => ({ card: response.data, savedAt: response.headers.get(SAVED_AT_HEADER) }));
