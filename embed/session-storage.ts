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

interface Stored {
  token?: unknown;
  user?: { id: unknown; name: unknown };
  language?: unknown;
}

/** The key's fields as the core's `vuex` document. */
function toDocument(raw: string | null): string | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored)) return null;
  const { token, user, language } = stored as Stored;
  return JSON.stringify({
    session: { isLoggedIn: token !== undefined && token !== null, token: token ?? null, user: user ?? null, language },
  });
}

/** Only what the widgets need of a `vuex` document the core wrote, or null for nothing to keep. */
function fromDocument(doc: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(doc);
  } catch {
    return null;
  }
  const session = isRecord(parsed) && isRecord(parsed.session) ? parsed.session : {};
  const user = isRecord(session.user) ? session.user : null;
  const kept: Stored = {};
  if (isRecord(session.token)) {
    const { access_token, expires_in, session_start } = session.token;
    kept.token = { access_token, expires_in, session_start };
  }
  if (user) kept.user = { id: user.id, name: user.name };
  if (typeof session.language === 'string') kept.language = session.language;
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** `base` seen through the widgets' key: the core's `vuex` reads and writes land there, cut down. */
export function widgetSessionStorage(base: AppStorage, key: string): AppStorage {
  return {
    get persistent() {
      return base.persistent;
    },
    getItem: (name) => (name === PERSIST_KEY ? toDocument(base.getItem(key)) : null),
    setItem(name, value) {
      if (name !== PERSIST_KEY) return;
      const kept = fromDocument(value);
      if (kept === null) base.removeItem(key);
      else base.setItem(key, kept);
    },
    removeItem(name) {
      if (name === PERSIST_KEY) base.removeItem(key);
    },
    onChange(name, listener) {
      if (name !== PERSIST_KEY) return () => {};
      return base.onChange(key, (raw) => listener(toDocument(raw)));
    },
  };
}
