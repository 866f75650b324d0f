// The bell's texts are their own table ('notifications.…'), so the widget script loads nothing
// else; loading is shared by every bell on the page and repeated for each new locale by i18n.
import { atom, type ReadableAtom } from 'nanostores';
import { loadMessages, registerMessages } from '../../../core/i18n/i18n.ts';

export const NOTIFICATIONS_MESSAGES = 'notifications';

registerMessages(NOTIFICATIONS_MESSAGES, {
  en: () => import('../messages/en.ts'),
  de: () => import('../messages/de.ts'),
});
// The list's texts join the table; the widget's page fetches them with the bell's popups.
const LIST_MESSAGES = `${NOTIFICATIONS_MESSAGES}#list`;
registerMessages(LIST_MESSAGES, {
  en: () => import('../messages/list/en.ts'),
  de: () => import('../messages/list/de.ts'),
});

/** The list's texts (the dropdown's) in the current language; a failure shows keys, the list still works. */
export const loadNotificationListMessages = (): Promise<void> => loadMessages([LIST_MESSAGES]).catch(() => {});

const $ready = atom(false);
const done = () => $ready.set(true); // failed, keys show instead of texts; the bell still works
let loading: Promise<void> | null = null;

/** Loads the texts of the current and the fallback language once; settles when they are there (or failed). */
export const loadNotificationMessages = (): Promise<void> =>
  (loading ??= loadMessages([NOTIFICATIONS_MESSAGES]).then(done, done));

/** True once the texts of the current and the fallback language are there. */
export function notificationMessages(): ReadableAtom<boolean> {
  void loadNotificationMessages();
  return $ready;
}
