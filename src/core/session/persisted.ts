// The persisted document under localStorage key `vuex`, shared by the session and the layout
// settings (and read by the widgets on the portal's origin, which use the same key and format):
//
//   {
//     "session": {                       // src/core/session/state.ts, docs/spec.md §3 "Session state"
//       "isLoggedIn": true,
//       "token": { "access_token": "1|abc…", "expires_in": 3600, "session_start": 1767261600000 } | null,
//       "user": { …User of src/core/types.ts } | null,
//       "loginMail": "ada@example.org" | null,
//       "referral": { "hash": "x7Yq" | null },
//       "language": "de" | null,
//       "chat": { "realized_new_message": false, "lastConversationId": 12 | null },
//       "redirectAfterLogin": "/financial" | false
//     },
//     "settings": { "isFixed": true, "isCollapsed": false, … }   // src/portal/layouts/layout-settings.ts
//   }
//
// Each store owns one section and rewrites only that one, keeping whatever else is in the
// document. Readers never trust it: every section is revived field by field (see `revive`).
import { atom, type ReadableAtom } from 'nanostores';
import type { AppStorage } from './storage.ts';

export const PERSIST_KEY = 'vuex';

export type PersistedSectionName = 'session' | 'settings';

function parseDocument(raw: string | null): Record<string, unknown> {
  if (raw === null) return {};
  try {
    const doc: unknown = JSON.parse(raw);
    return isRecord(doc) ? doc : {};
  } catch {
    return {};
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface PersistedStore<T> {
  readonly $store: ReadableAtom<T>;
  set(value: T): void;
  /**
   * Keeps the section under `key` of `storage` from now on: read from there, written there (what
   * `keep` leaves of it) and followed there (the widgets on a club's website: embed/session-storage.ts).
   */
  rebind(storage: AppStorage, key?: string, keep?: (value: T) => unknown): void;
  /** Stops following other tabs (tests, or a store that is thrown away). */
  destroy(): void;
}

/**
 * A store holding one section of the `vuex` document. `revive` turns whatever is stored
 * (undefined, garbage, an outdated shape) into a valid value and must not throw.
 * Changes from other tabs replace the value; they are not written back.
 */
export function persistedSection<T>(
  storage: AppStorage,
  section: PersistedSectionName,
  revive: (raw: unknown) => T,
): PersistedStore<T> {
  const read = (raw: string | null) => revive(parseDocument(raw)[section]);
  const $store = atom<T>(read(storage.getItem(PERSIST_KEY)));
  let stop = () => {};
  let key = PERSIST_KEY;
  let keep = (value: T): unknown => value;

  /** Reads from and follows `from` (other tabs' changes replace the value) from now on. */
  function bind(from: AppStorage, at = PERSIST_KEY, kept = (value: T): unknown => value) {
    stop();
    storage = from;
    key = at;
    keep = kept;
    $store.set(read(from.getItem(key)));
    stop = from.onChange(key, (raw) => {
      const next = read(raw);
      // The other tab may have changed only the other section: keep our value (and our listeners quiet).
      if (JSON.stringify(next) !== JSON.stringify($store.get())) $store.set(next);
    });
  }
  bind(storage);

  return {
    $store,
    set(value) {
      const doc = parseDocument(storage.getItem(key));
      doc[section] = keep(value);
      storage.setItem(key, JSON.stringify(doc));
      $store.set(value);
    },
    rebind: bind,
    destroy: () => stop(),
  };
}
