// Requests of the privacy page (server/modules/settings/routes-privacy.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { User } from '../../../../core/types.ts';
import type { PrivacyOverview } from '../../types.ts';

export const saveAnalyticsConsent = (consent: boolean) =>
  currentApi().put<User>('user/settings/privacy', { analytics_consent: consent });

export const getPrivacyOverview = () => currentApi().get<PrivacyOverview>('user/settings/privacy');

export const getPrivacyExport = () => currentApi().get<{ name: string; data: string }>('user/settings/privacy/export');

export const requestDeletion = (password: string) =>
  currentApi().post<{ message: string; closed_at: string }>('user/settings/privacy/deletion', { password });
