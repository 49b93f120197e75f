import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Hash targets land this far below the top edge, clear of the sticky navbar. */
export const HASH_SCROLL_OFFSET_PX = 60;

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Smooth unless the visitor asked the system for less motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * Scrolls smoothly to the element a hash names, 60 px above it. Pages load lazily, so the element may
 * not exist yet: it is looked for on every frame for up to two seconds.
 * @returns a function that stops looking.
 */
export function scrollToHash(hash: string, win: Window = window): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let frame = 0;
  const started = Date.now();
  const attempt = () => {
    const target = id ? win.document.getElementById(id) : null;
    if (target) {
      const top = target.getBoundingClientRect().top + win.scrollY - HASH_SCROLL_OFFSET_PX;
      win.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
      return;
    }
    if (Date.now() - started < 2000) frame = win.requestAnimationFrame(attempt);
  };
  attempt();
  return () => win.cancelAnimationFrame(frame);
}

/**
 * Scrolling after navigation: a link with a hash scrolls smoothly to its element (60 px above it);
 * any other change of page scrolls to the top. Changing only the query (filters, search) keeps the
 * scroll position.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` makes a click on the same hash link scroll again.
  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) return scrollToHash(hash);
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key]);

  return null;
}
