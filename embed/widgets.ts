// THE list of widgets the script defines. A new widget (wallet summary, ticket indicator, news
// feed) is one entry: its module's component and styles wrapped as a WidgetDefinition.
import type { WidgetDefinition } from './registry.ts';
import { notificationBellWidget } from './widgets/notification-bell.tsx';

export const widgets: readonly WidgetDefinition<any>[] = [notificationBellWidget];
