// The notification bell's texts, registered as the 'notifications' table (keys 'notifications.…'),
// loaded by the bell itself so the widget needs no other module's texts. Its list's are list/en.ts.
export default {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  loading: 'Loading notifications',
  failed: 'The notifications could not be loaded.',
  announce: 'New notification: {title}',
  connection: {
    connected: 'Live updates on',
    reconnecting: 'Reconnecting…',
    offline: 'Live updates off',
  },
};
