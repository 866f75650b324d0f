// The membership endpoints (src/shared/contract/membership.ts), one function each.
import { currentApi } from '../../core/runtime.ts';
import type { Application, Membership, MembershipCard } from './types.ts';

export const apply = (fields: Application) => currentApi().post<{ message: string }>('membership/applications', fields);
export const getMembership = () => currentApi().get<Membership>('membership');
export const getCard = () => currentApi().get<MembershipCard>('membership/card');
