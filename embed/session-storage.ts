// Where the widgets keep the member's session (docs/contracts.md §7.3, §7.7). On the portal's own
// origin they share the portal's `vuex` document (docs/spec.md §9, docs/architecture.md decisions 5
// and 6): a sign-in in one is a sign-in in the other. On any other origin (a club's website) the
// page's storage is the host's: the widgets keep one key of their own, `club-widgets:<API origin>`,
// holding only the widget token, the member's id (it names their private channel) and display
// name, and the language; never `vuex`, which a host's own Vue store may use, and never the
// member's email, IP or address. The core session is told the key and what to keep
// (session.persistIn).
import type { SessionState } from '../src/core/session/state.ts';
import type { EmbedConfig } from './config.ts';

/** True on the portal's own origin, where the widgets share the portal's session (`portal` is absolute: config.ts). */
export const onPortalOrigin = (config: Pick<EmbedConfig, 'portal'>, pageUrl: string): boolean =>
  new URL(config.portal).origin === new URL(pageUrl).origin;

/** The widgets' key: one per API, so two clubs' widgets on one site stay apart. */
export const widgetStorageKey = (api: string): string => `club-widgets:${new URL(api).origin}`;

/** What the widgets keep of the session on a club's website. */
export const widgetSession = ({ isLoggedIn, token, user, language }: SessionState) => ({
  isLoggedIn,
  token,
  user: user && { id: user.id, name: user.name },
  language,
});
