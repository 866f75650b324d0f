// Requests of the notification preferences page (server/modules/settings/routes-notification-preferences.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { NotificationPreferences, NotificationPreferencesBody } from '../../types.ts';

export const getNotificationPreferences = () =>
  currentApi().get<NotificationPreferencesBody>('user/settings/notifications');

export const saveNotificationPreferences = (preferences: Partial<NotificationPreferences>) =>
  currentApi().put<NotificationPreferencesBody>('user/settings/notifications', { preferences });
