import { type ReactNode, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `false` while React hydrates the build's prerendered HTML (and in the prerender itself), `true`
 * afterwards and in every render that is not a hydration: React reads the server snapshot only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Renders `fallback` in the prerendered HTML and while it hydrates, then `children`. For the parts
 * whose first render depends on what only the browser knows (the widgets' downloaded texts, data
 * already cached): rendered at once they would differ from the HTML and React would throw the
 * hydration away. The fallback should hold the children's space, so nothing below moves.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}
