// Requests of web push in this browser (server/modules/settings/routes-push.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { PushSettings } from '../../types.ts';

export const getPushSettings = () => currentApi().get<PushSettings>('user/settings/push');

export const savePushSubscription = (subscription: unknown) =>
  currentApi().post<PushSettings>('user/settings/push', subscription);

// the endpoint goes in the body: a push address in a query string would land in access logs
export const deletePushSubscription = (endpoint: string) =>
  currentApi()
    .raw<PushSettings>('DELETE', 'user/settings/push', { body: { endpoint } })
    .then((response) => response.data);
