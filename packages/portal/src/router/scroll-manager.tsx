import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

/** Hash targets land this far below the top edge, clear of the sticky navbar. */
export const HASH_SCROLL_OFFSET_PX = 60;

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Smooth unless the visitor asked the system for less motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * How long a hash target is looked for when the page has not rendered it yet. Some targets come with
 * a chunk of their own (the landing page's contact form): on a busy phone or a slow network that
 * takes seconds, and two were not enough (`/landing-page#contact` stayed at the top). The visitor's
 * own scrolling still ends the wait at once.
 */
export const HASH_LOOKUP_MS = 10_000;

/**
 * How long a hash target is followed after the first scroll. Content above it that loads on its own
 * (the pricing widget on the landing page) pushes it down after the page scrolled: a fresh load of
 * `/landing-page#contact` landed 1,000 px above the form.
 */
export const HASH_SETTLE_MS = 10_000;

// What a visitor does to move the page themselves; after any of them the page is theirs to scroll.
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls smoothly to the element a hash names, 60 px above it. Pages load lazily, so the element may
 * not exist yet: it is looked for on every frame for up to {@link HASH_LOOKUP_MS}. Once there, it is
 * followed for a while: when content above it settles and moves it, the page scrolls to it again (at
 * once), until the visitor scrolls, taps, clicks or types, which always wins.
 * @returns a function that stops looking and following.
 */
export function scrollToHash(hash: string, win: Window = window): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let frame = 0;
  const started = Date.now();
  let landed: { top: number; at: number } | null = null;
  let visitorMoved = false;
  const onVisitorInput = () => {
    visitorMoved = true;
  };
  const stop = () => {
    win.cancelAnimationFrame(frame);
    for (const type of VISITOR_INPUT) win.removeEventListener(type, onVisitorInput, true);
  };
  for (const type of VISITOR_INPUT) {
    win.addEventListener(type, onVisitorInput, { capture: true, passive: true });
  }
  const attempt = () => {
    if (visitorMoved) return stop();
    const target = id ? win.document.getElementById(id) : null;
    if (!target) {
      if (Date.now() - started < HASH_LOOKUP_MS) frame = win.requestAnimationFrame(attempt);
      else stop();
      return;
    }
    const top = Math.max(0, target.getBoundingClientRect().top + win.scrollY - HASH_SCROLL_OFFSET_PX);
    if (!landed) {
      win.scrollTo({ top, behavior: scrollBehavior() });
      landed = { top, at: Date.now() };
    } else if (Math.abs(top - landed.top) > 2) {
      // Moved by content above, not by the visitor (a smooth scroll on its way keeps the sum within a
      // pixel or two): straight to its new place, no second animation.
      win.scrollTo({ top, behavior: 'auto' });
      landed.top = top;
    }
    if (Date.now() - landed.at < HASH_SETTLE_MS) frame = win.requestAnimationFrame(attempt);
    else stop();
  };
  attempt();
  return stop;
}

/** What {@link keepsScrollPosition} compares between two locations. */
export interface ScrollPlace {
  pathname: string;
  search: string;
  /** For a tab of a page with tabs (`handle.tab`): the path of that page, else `null`. */
  tabbedPage: string | null;
  /** The navigation asked to keep the position (`state: { keepScroll: true }`). */
  keepScroll: boolean;
}

/** The query without the `tab` key, in a stable order. */
const withoutTab = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('tab');
  params.sort();
  return params.toString();
};

/**
 * Whether a navigation keeps the scroll position instead of going to the top. Every navigation to
 * other content starts at the top, as the issue asks, query-only ones included: another record
 * (`?id=`), a search from the navbar or the next page of a list show new content from its start.
 * The exceptions are the ones where the visitor stays on the same content and jumping would lose
 * their place:
 * - switching tabs of one page, whether the tabs are routes (`/organization/x/members` →
 *   `/organization/x/roles`) or the `tab` query key (`/patients/patient-profile?id=…&tab=history`):
 *   the tab bar stays where it was clicked;
 * - a page changing its own query in place (a filter) and saying so with `state: { keepScroll: true }`.
 */
export function keepsScrollPosition(from: ScrollPlace | null, to: ScrollPlace): boolean {
  if (!from) return false;
  if (to.tabbedPage !== null && to.tabbedPage === from.tabbedPage) return true;
  if (from.pathname !== to.pathname) return false;
  return to.keepScroll || withoutTab(from.search) === withoutTab(to.search);
}

/**
 * Scrolling after navigation: a link with a hash scrolls smoothly to its element (60 px above it);
 * any other navigation scrolls to the top, except those {@link keepsScrollPosition} lets stay.
 */
export function ScrollManager() {
  const { pathname, search, hash, key, state } = useLocation();
  const matches = useMatches();
  const previous = useRef<ScrollPlace | null>(null);
  const leaf = matches.at(-1);
  const parent = matches.at(-2);
  const isTab = Boolean((leaf?.handle as { tab?: boolean } | undefined)?.tab);
  const place: ScrollPlace = {
    pathname,
    search,
    tabbedPage: isTab && parent ? parent.pathname : null,
    keepScroll: Boolean((state as { keepScroll?: unknown } | null)?.keepScroll),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` makes a click on the same hash link scroll again; `place` is derived from the location.
  useEffect(() => {
    const from = previous.current;
    previous.current = place;
    if (hash) return scrollToHash(hash);
    if (!keepsScrollPosition(from, place)) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, search, hash, key]);

  return null;
}
