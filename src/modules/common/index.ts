// The common module (docs/spec.md §2: registered with no routes): header summary, terms update dialog,
// error dialogs, one-time hints, language switch, toasts; its texts are the common set that is
// always loaded (docs/spec.md §4). The notification bell is its own module (src/modules/notifications/).
// The error-reporting context (store/error-context.ts) is wired by the portal's members' layout,
// which loads the header summary it follows (members only), so a guest's first load does not carry it.
import { loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import { defineModule } from '../../core/modules.ts';

export const commonModule = defineModule({
  id: 'common',
  routes: [],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  dashboard: [
    { id: 'unread-counts', load: () => import('./components/unread-counts-card.tsx'), order: 90, reserve: 'xs' },
  ],
});

// The members' part of the common set (messages/member: sidebar, top bar, banners, footer, member
// dialogs, the shell's member pages) joins 'common' with the members' layout, parts and pages, not
// on a guest's screen. Registered on first use, so a guest's language switch does not
// fetch it either.
const MEMBER_TEXTS = 'common#member';

/** Registers the members' part of the common set (again is harmless) and loads it. */
export function loadMemberTexts(): Promise<void> {
  registerMessages(MEMBER_TEXTS, {
    en: () => import('./messages/member/en.ts'),
    de: () => import('./messages/member/de.ts'),
  });
  return loadMessages([MEMBER_TEXTS]);
}

/** `load` with the members' part of the common set (a table that fails leaves its keys visible). */
export function withMemberTexts<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, loadMemberTexts().catch(() => undefined)]).then(([loaded]) => loaded);
}
