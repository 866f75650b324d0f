// The read-only settings pages' data as fetchers (core/resource/resource.ts): the member's sponsor
// and referral link, and the terms documents with what the member accepted.
import { createFetcher } from '../../../../core/resource/resource.ts';
import { getSponsor } from '../../api/settings/sponsor.ts';
import { getTermsOverview } from '../../api/settings/terms.ts';

export const sponsor = createFetcher({ fetch: getSponsor });
export const termsOverview = createFetcher({ fetch: () => getTermsOverview().then((overview) => overview.documents) });
