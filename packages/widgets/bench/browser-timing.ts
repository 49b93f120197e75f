import type { Browser, Page } from '@playwright/test';

/** Chromium as every browser run on this machine launches it. */
export { DEBIAN_CHROMIUM as CHROMIUM } from '../../../e2e/support/chromium';

/** One cold load of `url`: when the widget was ready and which scripts were fetched on the way. */
export interface LoadResult {
  /** Milliseconds from navigation start until `ready` held (by default: three plan cards on screen). */
  readyMs: number;
  /** Script URL paths requested before the widget was interactive. */
  scripts: string[];
}

/** How {@link coldLoad} knows the widget is interactive, and what the page holds before it loads. */
export interface LoadOptions<Arg> {
  /**
   * Runs in the page every frame until it returns `true`. It is serialized into the page, so it must
   * not declare named inner functions (tsx would wrap them in a helper the page does not have).
   */
  ready?: (arg: Arg) => boolean;
  /** What `ready` receives (texts it looks for, counts). */
  arg?: Arg;
  /** A script the fresh context runs before the page's own (e.g. to fill the shared cart). */
  init?: string;
}

// Counts plan cards in the document and inside any open shadow root.
const cardsOnScreen = () => {
  const roots: (Document | ShadowRoot)[] = [document];
  for (const element of document.querySelectorAll('*'))
    if (element.shadowRoot) roots.push(element.shadowRoot);
  const cards = roots.flatMap((root) => [...root.querySelectorAll('article')]);
  const button = roots.map((root) => root.querySelector('article button')).find(Boolean) as
    | HTMLButtonElement
    | undefined;
  return (
    cards.length >= 3 &&
    cards.every((card) => card.getBoundingClientRect().height > 0) &&
    button?.disabled === false
  );
};

/** Loads `url` in a fresh context (cold cache) and waits until the widget is interactive. */
export async function coldLoad<Arg = undefined>(
  browser: Browser,
  url: string,
  options: LoadOptions<Arg> = {},
): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (options.init) await context.addInitScript(options.init);
  const page: Page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Playwright types the argument as it arrives in the page (`Unboxed<Arg>`); plain data arrives as is.
  const ready = (options.ready ?? cardsOnScreen) as (arg: unknown) => boolean;
  await page.waitForFunction(ready, options.arg, { polling: 'raf', timeout: 30_000 });
  const readyMs = await page.evaluate(() => performance.now());
  const fetched = [...scripts];
  await context.close();
  return { readyMs, scripts: fetched };
}

/** The table as static HTML and CSS, copied from a rendered page: the floor the widget is compared with. */
export async function captureStaticCopy(
  browser: Browser,
  url: string,
): Promise<{ html: string; css: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(cardsOnScreen, null, { polling: 'raf' });
  const copy = await page.evaluate(() => {
    const host = document.querySelector('facturo-pricing-table') as HTMLElement;
    const sheets = [...(host.shadowRoot?.adoptedStyleSheets ?? []), ...document.adoptedStyleSheets];
    const css = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    return { html: host.shadowRoot?.innerHTML ?? '', css };
  });
  await context.close();
  return copy;
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
