// $quota: the signed-in member's quota meter (KCanG §19 (3)) for the dashboard card and the
// growing pages; fetched whenever a view starts showing it (core/member-resource.ts).
import { createMemberResource } from '../../core/resource/member-resource.ts';
import { getQuota } from './api.ts';
import type { Quota } from './types.ts';

const quota = createMemberResource<Quota>(getQuota);

export const $quota = quota.$data;
export const loadQuota: () => Promise<Quota | null> = quota.load;
export const resetQuota: () => void = quota.reset;
