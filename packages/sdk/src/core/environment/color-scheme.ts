import type { Unsubscribe } from '../subscribable';

/** Watches the operating system's light/dark preference; injectable for Node and tests. */
export interface ColorSchemeSource {
  /** `true` when the system prefers dark. */
  prefersDark(): boolean;
  /** Calls `listener` whenever the system preference changes. */
  subscribe(listener: () => void): Unsubscribe;
}

/** A {@link ColorSchemeSource} over `matchMedia('(prefers-color-scheme: dark)')`; light when unavailable. */
export function mediaColorScheme(
  matchMedia: ((query: string) => MediaQueryList) | undefined = typeof globalThis.matchMedia === 'function'
    ? globalThis.matchMedia.bind(globalThis)
    : undefined,
): ColorSchemeSource {
  const query = matchMedia?.('(prefers-color-scheme: dark)');
  return {
    prefersDark: () => query?.matches ?? false,
    subscribe: (listener) => {
      if (!query) return () => {};
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
  };
}

/** A fixed or manually switched {@link ColorSchemeSource}, for tests and server rendering. */
export function createStaticColorScheme(
  initialDark = false,
): ColorSchemeSource & { setDark(dark: boolean): void } {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  return {
    prefersDark: () => dark,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDark: (value) => {
      dark = value;
      for (const listener of [...listeners]) listener();
    },
  };
}
