// The member's database notifications: the lists, mark-all-read and the header's counts.
import type { ServerModule } from '../../http/module.ts';
import { NOTIFICATION_HEADER_COLUMNS } from './repository.ts';
import { notificationRoutes } from './routes.ts';
import { seedNotifications } from './seed.ts';

export const notificationsModule: ServerModule = {
  id: 'notifications',
  api: notificationRoutes,
  headerQuery: () => ({
    columns: NOTIFICATION_HEADER_COLUMNS,
    read: (row) => ({
      notifications: { notifications: { unread_count: Number(row.unread_count), read_count: Number(row.read_count) } },
    }),
  }),
  seed: seedNotifications,
};
