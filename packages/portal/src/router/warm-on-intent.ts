/** Where the visitor's intent shows: the document, or a part of it in tests. */
export interface IntentTarget {
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: EventListenerOptions): void;
}

// A pointer resting on a link, keyboard focus reaching it, a finger landing on it: each comes 100 ms
// or more before the click, time enough to fetch the page's code in most networks.
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts downloading a page's code as soon as the visitor shows intent to open one of its links, so
 * the click mostly finds it loaded. The build leaves a lazy chunk's dependencies out of the code that
 * imports it (vite.config.ts, `modulePreload`): listing them for every page made each first load
 * carry every page's list, and the browser fetches them itself once the page's chunk arrives. Each
 * path is warmed once; links to other sites, downloads and new-tab links are left alone.
 * @param warm starts the downloads for a pathname (`warmUpRoute`)
 * @returns a function that stops listening
 */
export function warmOnIntent(
  target: IntentTarget,
  warm: (pathname: string) => void,
  origin: string,
): () => void {
  const warmed = new Set<string>();
  const listener = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    const url = new URL(link.getAttribute('href') ?? '', origin);
    if (url.origin !== origin || warmed.has(url.pathname)) return;
    warmed.add(url.pathname);
    warm(url.pathname);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, { capture: true });
  };
}
