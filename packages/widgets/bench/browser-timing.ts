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

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The CDP binding through which the page reports its first plan (see {@link FIRST_PLAN_OBSERVER}). */
const FIRST_PLAN_BINDING = '__facturoFirstPlan';

// Runs in the page before its own scripts: notes `performance.now()` in `__firstPlanAt` as soon as a
// plan card with its name is in the DOM, the page's or any shadow root's (each observed as attached),
// and reports it through a CDP binding. Taken in the page, so no round trip to the benchmark is
// counted; reported, not polled for, so the benchmark adds nothing to the page's main thread while it
// loads (Playwright's `waitForFunction` injects its ~200 ms selector engine there: at 4× CPU, a live
// page's facturo.js waited behind it, while a static copy had shown its plans already).
const FIRST_PLAN_OBSERVER = `(() => {
  const roots = [];
  const shown = () => roots.some((root) => [...root.querySelectorAll('article')].some((card) => {
    const name = card.querySelector('h2, h3, h4');
    return Boolean(name && name.textContent.trim());
  }));
  const observer = new MutationObserver(() => {
    if (window.__firstPlanAt !== undefined || !shown()) return;
    window.__firstPlanAt = performance.now();
    window.${FIRST_PLAN_BINDING}?.(String(window.__firstPlanAt));
  });
  const watch = (root) => {
    roots.push(root);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  };
  watch(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };
})();`;

/** One cold load measured in the page: when the first plan card showed, and the scripts requested until then. */
export interface FirstPlanLoad {
  firstPlanMs: number;
  scripts: string[];
}

/**
 * Loads `url` in a fresh context (cold cache), the CPU slowed `cpuSlowdown` times (Chrome's
 * `Emulation.setCPUThrottlingRate`), and returns the in-page time of the first plan card; with
 * `listScripts`, every script requested before it is complete in `scripts` (else it is empty).
 */
export async function firstPlanLoad(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  { listScripts = false } = {},
): Promise<FirstPlanLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(FIRST_PLAN_OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reported = new Promise<number>((resolve, reject) => {
    cdp.on('Runtime.bindingCalled', (event) => {
      if (event.name === FIRST_PLAN_BINDING) resolve(Number(event.payload));
    });
    timer = setTimeout(() => reject(new Error(`No plan card on ${url} within 60 s`)), 60_000);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: FIRST_PLAN_BINDING });
  await page.goto(url, { waitUntil: 'commit' });
  const firstPlanMs = await reported.finally(() => clearTimeout(timer));
  if (!listScripts) {
    await context.close();
    return { firstPlanMs, scripts: [] };
  }
  // The scripts the page had asked for when the plan showed, by the page's own resource timing: what
  // it requests after (React, once early cards are painted) is not counted, however soon the
  // benchmark reads it. A request is listed once it has finished: wait for the network to settle.
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate((at) => {
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
    return [...new Set(requested)];
  }, firstPlanMs);
  await context.close();
  return { firstPlanMs, scripts };
}

/**
 * A live page with its widgets rendered, as static HTML and CSS: every `<facturo-…>` element becomes a
 * `<div>` holding its shadow root's HTML, every script is dropped, and the widgets' stylesheets are
 * returned for a `<link>`. What the same content costs without any JavaScript: the baseline.
 */
export async function captureStaticPage(
  browser: Browser,
  url: string,
  stylesheetHref: string,
): Promise<{ html: string; css: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('facturo-pricing-table')].every(
        (table) => (table.shadowRoot?.querySelectorAll('article').length ?? 0) >= 3,
      ),
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  // A string, not a function: tsx would wrap the inner functions in a helper the page does not have.
  const copy = (await page.evaluate(`(() => {
    const sheets = new Set(document.adoptedStyleSheets);
    const clone = document.documentElement.cloneNode(true);
    const facturo = (root) => [...root.querySelectorAll('*')].filter((element) => element.tagName.startsWith('FACTURO-'));
    const copies = facturo(clone);
    facturo(document).forEach((element, index) => {
      for (const sheet of element.shadowRoot?.adoptedStyleSheets ?? []) sheets.add(sheet);
      const holder = document.createElement('div');
      holder.innerHTML = element.shadowRoot?.innerHTML ?? '';
      copies[index]?.replaceWith(holder);
    });
    for (const script of clone.querySelectorAll('script, link[rel="modulepreload"]')) script.remove();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ${JSON.stringify(stylesheetHref)};
    clone.querySelector('head')?.append(link);
    const css = [...sheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\\n');
    return { html: '<!doctype html>\\n' + clone.outerHTML, css };
  })()`)) as { html: string; css: string };
  await context.close();
  return copy;
}
