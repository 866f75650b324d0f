// Requests of the privacy page (server/modules/settings/routes-privacy.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { User } from '../../../../core/types.ts';

export const saveAnalyticsConsent = (consent: boolean) =>
  currentApi().put<User>('user/settings/privacy', { analytics_consent: consent });
