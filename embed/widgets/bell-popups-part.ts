// The part with the bell widget's two popups (embed/widgets/bell-popups.tsx fetches it): the menu
// button with its popup's stylesheet (embed/lazy-menu-button.tsx), the notifications dropdown with
// its icon set, and the account menu's entries.
import menuCss from '../../src/ui/menu.css?inline';

export { MenuButton } from '../../src/ui/menu-button.tsx';
export const popupCss: readonly string[] = [menuCss];
export { NotificationDropdown } from '../../src/modules/notifications/components/notification-dropdown.tsx';
export { AccountMenuItems } from './account-menu-items.tsx';
