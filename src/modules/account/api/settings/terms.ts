// Requests of the terms page (server/modules/settings/routes-terms.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { TermsOverview } from '../../types.ts';

export const getTermsOverview = () => currentApi().get<TermsOverview>('user/terms');
