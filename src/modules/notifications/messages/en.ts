// The notification bell's texts, registered as the 'notifications' table (keys 'notifications.…'),
// loaded by the bell itself so the widget needs no other module's texts.
export default {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  new: 'New',
  read: 'Earlier',
  markAsRead: 'Mark as read',
  empty: 'No new notifications',
  loading: 'Loading notifications',
  more: '{count} more',
  olderRead: 'Show older',
  failed: 'The notifications could not be loaded.',
  retry: 'Try again',
  announce: 'New notification: {title}',
  connection: {
    connected: 'Live updates on',
    reconnecting: 'Reconnecting…',
    offline: 'Live updates off',
  },
  desktop: {
    enable: 'Show desktop notifications',
    denied: 'Desktop notifications are blocked in this browser.',
  },
};
