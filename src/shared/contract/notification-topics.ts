// The notification topics and channels of the member settings (GET/PUT user/settings/notifications):
// the settings page lists them and the server validates against the same lists.
/** The topics a member gets notifications about, in display order. */
export const NOTIFICATION_TOPICS = [
  'news',
  'announcements',
  'wallet',
  'appointments',
  'growing',
  'support',
  'chat',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['mail', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type ChannelPreference = Record<NotificationChannel, boolean>;
