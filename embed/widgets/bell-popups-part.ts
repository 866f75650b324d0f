// The part with what the bell widget's two popups hold (embed/widgets/bell-popups.tsx fetches it):
// the notifications dropdown with its icon set, and the account menu's entries.
export { NotificationDropdown } from '../../src/modules/notifications/components/notification-dropdown.tsx';
export { AccountMenuItems } from './account-menu-items.tsx';
