// Where the widgets keep the member's session (docs/contracts.md §7.3, §7.7). On the portal's own
// origin they share the portal's `vuex` document (docs/spec.md §9, docs/architecture.md decisions 5
// and 6): a sign-in in one is a sign-in in the other. On any other origin (a club's website) the
// page's storage is the host's: the widgets keep one key of their own, `club-widgets:<API origin>`,
// holding only the widget token, the member's id (it names their private channel) and display
// name, and the language; never `vuex`, which a host's own Vue store may use, and never the
// member's email, IP or address. The core session reads and writes the `vuex` document through an
// AppStorage: this one presents that document to it, made from and cut down to the key's fields.
import { PERSIST_KEY, isRecord } from '../src/core/session/persisted.ts';
import type { AppStorage } from '../src/core/session/storage.ts';
import type { EmbedConfig } from './config.ts';

export const WIDGET_STORAGE_PREFIX = 'club-widgets:';

/** The widgets' key on another origin: one per API, so two clubs' widgets on one site stay apart. */
export const widgetStorageKey = (api: string): string => `${WIDGET_STORAGE_PREFIX}${new URL(api).origin}`;

/** True on the portal's own origin, where the widgets share the portal's session. */
export function onPortalOrigin(config: Pick<EmbedConfig, 'portal'>, pageUrl: string): boolean {
  try {
    return new URL(config.portal).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

/** A JSON object, or null for anything else. */
function parsed(raw: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** `base` seen through the widgets' key: the core's `vuex` reads and writes land there, cut down. */
export function widgetSessionStorage(base: AppStorage, key: string): AppStorage {
  // the key's fields as the core's `vuex` document (reviveSession checks each field)
  const read = (raw: string | null) => {
    const kept = parsed(raw);
    return (
      kept &&
      JSON.stringify({
        session: { isLoggedIn: Boolean(kept.token), token: kept.token, user: kept.user, language: kept.language },
      })
    );
  };
  return {
    persistent: base.persistent,
    getItem: (name) => (name === PERSIST_KEY ? read(base.getItem(key)) : null),
    setItem(name, value) {
      if (name !== PERSIST_KEY) return;
      const session = parsed(value)?.session;
      const { token, user, language } = isRecord(session) ? session : ({} as Record<string, unknown>);
      const member = isRecord(user) ? { id: user.id, name: user.name } : undefined;
      // only these: never the member's email, IP or address
      const kept = JSON.stringify({ token: token ?? undefined, user: member, language: language ?? undefined });
      if (kept === '{}') base.removeItem(key);
      else base.setItem(key, kept);
    },
    removeItem(name) {
      if (name === PERSIST_KEY) base.removeItem(key);
    },
    onChange: (name, listener) => (name === PERSIST_KEY ? base.onChange(key, (raw) => listener(read(raw))) : () => {}),
  };
}
