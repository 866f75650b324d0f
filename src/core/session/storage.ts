// Key-value storage on localStorage that never throws: private mode, sandboxed iframes (where
// merely reading `window.localStorage` throws) and a full quota all fall back to memory, so the
// portal keeps working for the current page, it just forgets on reload.

export interface AppStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Changes made by another tab to `key` (newValue null: removed or storage cleared). */
  onChange(key: string, listener: (newValue: string | null) => void): () => void;
  /** false when localStorage is unusable and everything lives in memory. */
  readonly persistent: boolean;
}

/** The part of `window` storage needs; tests pass a fake. */
export type StorageWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly localStorage?: Storage;
};

type BackendSource = Storage | null | (() => Storage | null | undefined);

const PROBE_KEY = '__club_storage_probe__';

function resolveBackend(source: BackendSource | undefined, win: StorageWindow | undefined): Storage | null {
  try {
    const backend = source === undefined ? win?.localStorage : typeof source === 'function' ? source() : source;
    if (!backend) return null;
    // Old Safari private mode exposes a localStorage whose setItem always throws.
    backend.setItem(PROBE_KEY, '1');
    backend.removeItem(PROBE_KEY);
    return backend;
  } catch {
    return null;
  }
}

function defaultWindow(): StorageWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * `backend`: a Storage, null for memory only, a function returning one (it may throw), or
 * undefined to use `win.localStorage`. `win` delivers the cross-tab 'storage' events.
 */
export function createStorage(backend?: BackendSource, win: StorageWindow | undefined = defaultWindow()): AppStorage {
  const store = resolveBackend(backend, win);
  // Keys whose last write could not reach the backend (or all keys, without one).
  const memory = new Map<string, string>();

  return {
    persistent: store !== null,
    getItem(key) {
      if (memory.has(key)) return memory.get(key)!;
      if (!store) return null;
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (store) {
        try {
          store.setItem(key, value);
          memory.delete(key);
          return;
        } catch {
          // quota exceeded or storage revoked: keep the value for this page
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        store?.removeItem(key);
      } catch {
        // nothing stored there that we could reach anyway
      }
    },
    onChange(key, listener) {
      // Without a usable backend this tab shares nothing with the others.
      if (!win || !store) return () => {};
      const handle = (event: Event) => {
        const e = event as StorageEvent;
        if (e.key !== key && e.key !== null) return; // null key: the other tab called clear()
        if (e.storageArea && e.storageArea !== store) return; // sessionStorage etc.
        // Another tab reached the backend, so its value is fresher than our in-memory copy.
        memory.delete(key);
        listener(e.key === null ? null : e.newValue);
      };
      win.addEventListener('storage', handle);
      return () => win.removeEventListener('storage', handle);
    },
  };
}

/** The browser's storage; in-memory outside a browser or when localStorage is unusable. */
export const storage: AppStorage = createStorage();
