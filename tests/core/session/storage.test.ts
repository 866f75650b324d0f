import { describe, expect, it } from 'vitest';
import { createStorage, storage, type StorageWindow } from '../../../src/core/session/storage.ts';

/** A Storage whose writes can be made to fail, like a full quota or Safari's old private mode. */
class FlakyStorage implements Storage {
  data = new Map<string, string>();
  failWrites = false;
  failReads = false;
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(key: string) {
    if (this.failReads) throw new DOMException('denied', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

function sandboxedWindow(): StorageWindow {
  const win = new EventTarget() as StorageWindow;
  Object.defineProperty(win, 'localStorage', {
    get() {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    },
  });
  return win;
}

function storageEvent(key: string | null, newValue: string | null, area: Storage = localStorage) {
  return new StorageEvent('storage', { key, newValue, storageArea: area });
}

describe('storage', () => {
  it('reads and writes localStorage when it is available', () => {
    const s = createStorage(localStorage, window);
    s.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(s.getItem('k')).toBe('v');
    expect(s.persistent).toBe(true);
  });

  it('keeps working in memory when localStorage throws on access', () => {
    const s = createStorage(undefined, sandboxedWindow());
    expect(s.persistent).toBe(false);
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    s.removeItem('k');
    expect(s.getItem('k')).toBeNull();
  });

  it('keeps working in memory when the backend getter function throws', () => {
    const s = createStorage(() => {
      throw new Error('no storage here');
    }, window);
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    expect(s.persistent).toBe(false);
  });

  it('keeps working in memory when there is no localStorage at all', () => {
    const s = createStorage(null, undefined);
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
  });

  it('keeps working in memory when every write to localStorage throws (private mode)', () => {
    const backend = new FlakyStorage();
    backend.failWrites = true;
    const s = createStorage(backend, window);
    expect(s.persistent).toBe(false);
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
  });

  it('keeps the new value in memory when the quota is exceeded on setItem', () => {
    const backend = new FlakyStorage();
    const s = createStorage(backend, window);
    s.setItem('k', 'old');
    backend.failWrites = true;
    expect(() => s.setItem('k', 'new')).not.toThrow();
    expect(s.getItem('k')).toBe('new');
    expect(backend.data.get('k')).toBe('old');
  });

  it('writes through to localStorage again once the quota allows it', () => {
    const backend = new FlakyStorage();
    const s = createStorage(backend, window);
    backend.failWrites = true;
    s.setItem('k', 'memory');
    backend.failWrites = false;
    s.setItem('k', 'disk');
    expect(backend.data.get('k')).toBe('disk');
    expect(s.getItem('k')).toBe('disk');
  });

  it('answers null instead of throwing when reading localStorage throws', () => {
    const backend = new FlakyStorage();
    const s = createStorage(backend, window);
    backend.failReads = true;
    expect(s.getItem('k')).toBeNull();
  });

  it('tells listeners when another tab changes the key', () => {
    const s = createStorage(localStorage, window);
    const seen: (string | null)[] = [];
    const stop = s.onChange('vuex', (v) => seen.push(v));
    window.dispatchEvent(storageEvent('vuex', '{"a":1}'));
    stop();
    expect(seen).toEqual(['{"a":1}']);
  });

  it('ignores storage events for other keys and for sessionStorage', () => {
    const s = createStorage(localStorage, window);
    const seen: (string | null)[] = [];
    const stop = s.onChange('vuex', (v) => seen.push(v));
    window.dispatchEvent(storageEvent('other', 'x'));
    window.dispatchEvent(storageEvent('vuex', 'x', sessionStorage));
    stop();
    expect(seen).toEqual([]);
  });

  it('reports storage cleared in another tab as a removed value', () => {
    const s = createStorage(localStorage, window);
    const seen: (string | null)[] = [];
    const stop = s.onChange('vuex', (v) => seen.push(v));
    window.dispatchEvent(storageEvent(null, null));
    stop();
    expect(seen).toEqual([null]);
  });

  it('stops telling a listener about changes once it unsubscribed', () => {
    const s = createStorage(localStorage, window);
    const seen: (string | null)[] = [];
    s.onChange('vuex', (v) => seen.push(v))();
    window.dispatchEvent(storageEvent('vuex', 'x'));
    expect(seen).toEqual([]);
  });

  it("prefers another tab's write over a value this tab could only keep in memory", () => {
    const backend = new FlakyStorage();
    const s = createStorage(backend, window);
    backend.failWrites = true;
    s.setItem('vuex', 'mine');
    backend.data.set('vuex', 'theirs');
    const stop = s.onChange('vuex', () => {});
    window.dispatchEvent(storageEvent('vuex', 'theirs', backend));
    stop();
    expect(s.getItem('vuex')).toBe('theirs');
  });

  it('uses the browser localStorage for the default instance', () => {
    storage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
  });
});
