// In-page timing of the invoice list: how long a page of rows takes from the action (mounting the
// element, clicking "Siguiente") until its rows are in the DOM and laid out, and the same for the
// floor, a static copy of the same rows. Every function here is serialized into the page, so none
// declares named inner functions (tsx would wrap them in a helper the page does not have).
import type { Page } from '@playwright/test';

/** What the widget is asked to do, and what proves it was done. */
export interface WidgetStep {
  action: 'mount' | 'next';
  /** For `mount`: the widget-session token (a new one per run, so no cached page is reused). */
  token: string;
  pageSize: number;
  /** The id of the first invoice the page must show, and how many rows it must have. */
  firstId: string;
  rows: number;
  /** The "next page" button's text. */
  nextLabel: string;
}

/**
 * Mounts a `<facturo-invoice-list>` (or clicks its "next" button) and resolves with the milliseconds
 * until the expected rows are in its shadow root and laid out (reading the table's size forces style
 * and layout). Includes `GET /invoices` over loopback, as a buyer waits for it too.
 */
export function widgetStep(page: Page, step: WidgetStep): Promise<number> {
  return page.evaluate(async ({ action, token, pageSize, firstId, rows, nextLabel }) => {
    const container = document.getElementById('widgets') as HTMLElement;
    let host = container.querySelector('facturo-invoice-list');
    if (action === 'mount') {
      host?.remove();
      host = document.createElement('facturo-invoice-list');
      host.setAttribute('page-size', String(pageSize));
      host.setAttribute('access-token', token);
    }
    if (!host) throw new Error('No invoice list to page: mount one first.');
    const root = host.shadowRoot;
    const next =
      action === 'next'
        ? [...(root?.querySelectorAll('nav button') ?? [])].find(
            (button) => button.textContent?.trim() === nextLabel,
          )
        : undefined;
    if (action === 'next' && !(next instanceof HTMLButtonElement))
      throw new Error(`No "${nextLabel}" button.`);
    let observer: MutationObserver | undefined;
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The invoice page starting ${firstId} never showed.`)),
        30_000,
      );
      observer = new MutationObserver(() => {
        const shadow = (host as Element).shadowRoot;
        const first = shadow?.querySelector('tbody [data-invoice]');
        if (
          shadow?.querySelectorAll('tbody tr').length === rows &&
          first?.getAttribute('data-invoice') === firstId
        ) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const start = performance.now();
    if (action === 'mount') {
      container.append(host);
    } else (next as HTMLButtonElement).click();
    // The element attaches its shadow root in its constructor: it exists once the element is in the page.
    observer?.observe(host.shadowRoot as ShadowRoot, { childList: true, subtree: true, attributes: true });
    await done;
    observer?.disconnect();
    host.shadowRoot?.querySelector('table')?.getBoundingClientRect();
    return performance.now() - start;
  }, step);
}

/** A static copy of the rendered list: its markup with the table frame emptied, and its CSS. */
export interface ListCopy {
  /** The widget's shadow-root markup; the table frame is empty and marked `data-floor`. */
  shell: string;
  css: string;
  /** The table (caption, head and rows) of the page shown. */
  table: string;
}

/** Copies the invoice list of `#widgets` as it is shown now. */
export function copyList(page: Page): Promise<ListCopy> {
  return page.evaluate(() => {
    const root = document.querySelector('#widgets facturo-invoice-list')?.shadowRoot;
    if (!root) throw new Error('No invoice list to copy.');
    const sheets = [...root.adoptedStyleSheets, ...document.adoptedStyleSheets];
    const css = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    const template = document.createElement('template');
    template.innerHTML = root.innerHTML;
    const frame = template.content.querySelector('table')?.parentElement;
    if (!frame) throw new Error('The invoice list shows no table.');
    const table = frame.innerHTML;
    frame.replaceChildren();
    frame.setAttribute('data-floor', '');
    return { shell: template.innerHTML, css, table };
  });
}

/** The floor's page: the copied list (empty table frame) in a shadow root styled like the widget's. */
export function floorPage(copy: ListCopy): string {
  // `<` escaped in the script's string literal, so no markup in the copy can close the script early.
  const markup = JSON.stringify(`<style>${copy.css}</style>${copy.shell}`).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Floor</title></head>
<body><h1>Facturas</h1><div id="floor"></div>
<script>
const shadow = document.getElementById('floor').attachShadow({ mode: 'open' });
shadow.innerHTML = ${markup};
</script></body></html>`;
}

/**
 * The floor's step: fetch the same `GET /invoices` page the widget asks for, then put the static rows
 * in the frame with `innerHTML` and lay them out. `clear` empties the frame first (outside the time),
 * as for a first render; otherwise the previous page's rows are replaced, as when paging.
 */
export function floorStep(page: Page, step: { url: string; table: string; clear: boolean }): Promise<number> {
  return page.evaluate(async ({ url, table, clear }) => {
    const frame = document.getElementById('floor')?.shadowRoot?.querySelector('[data-floor]');
    if (!frame) throw new Error('The floor page has no table frame.');
    if (clear) {
      frame.replaceChildren();
      frame.getBoundingClientRect();
    }
    const start = performance.now();
    const response = await fetch(url);
    await response.json();
    frame.innerHTML = table;
    frame.querySelector('table')?.getBoundingClientRect();
    return performance.now() - start;
  }, step);
}
