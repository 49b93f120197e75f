/**
 * The part of the Web Storage API the sdk needs. `localStorage`, `sessionStorage`
 * and {@link createMemoryStorage} all satisfy it, so the session runs in browsers,
 * in Node (SSR, tests) and inside widgets that must not share the host's storage.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory {@link KeyValueStorage}: the default wherever `localStorage` does not exist. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * `window.localStorage` when it exists and works, otherwise memory storage.
 * Reading `localStorage` can throw (Safari private mode, sandboxed iframes), so it is probed once here.
 */
export function defaultStorage(): KeyValueStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') {
      const probe = '__facturo_probe__';
      globalThis.localStorage.setItem(probe, probe);
      globalThis.localStorage.removeItem(probe);
      return globalThis.localStorage;
    }
  } catch {
    // Storage exists but is unusable: fall through to memory.
  }
  return createMemoryStorage();
}
