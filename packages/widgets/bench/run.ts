// `pnpm bench` for the widgets: the script-tag build's weight; the time a partner page takes to show
// the pricing table, next to a static HTML copy of the same table (the floor); the JS each of the
// pricing table, checkout and invoice list downloads before it is interactive; and the time to
// render and page 100 invoices, next to static copies of the same rows. Builds first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { demoCatalogue } from '../src/demo/demo-catalogue.fixtures';
import { serveCheckoutConfig, serveInvoices, servePlans } from './api-fixtures';
import { startBenchServer } from './bench-server';
import { CHROMIUM, captureStaticCopy, coldLoad, median } from './browser-timing';
import { benchCheckout } from './checkout-bench';
import { generateInvoices } from './invoice-fixtures';
import { benchInvoiceListSize, benchInvoiceRendering } from './invoice-list-bench';
import { fetchedBytes, kB, loaderBytes, type ScriptTagManifest } from './sizes';

const RUNS = 7;
const dir = join(import.meta.dirname, '..', 'dist', 'script-tag');
await import('../build/build-script-tag');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ScriptTagManifest;

const loader = loaderBytes(dir, manifest);
report({
  suite: 'widgets: script tag',
  metric: 'loader gzip (facturo.js: defines the elements, before any widget appears)',
  value: kB(loader.bytes),
  unit: 'kB',
  target: '≤ 6 kB',
  pass: loader.bytes <= 6000,
  note: `1 file; the session module it imports at once for Facturo.ready (and every widget needs): ${kB(loader.sessionBytes)} kB`,
});

const plans = demoCatalogue();
// 1,000 invoices, as the browser journeys seed: enough pages of 100 to page through.
const invoices = generateInvoices({ count: 1000, plans, now: new Date() });
const server = await startBenchServer(dir);
servePlans(server, plans);
serveCheckoutConfig(server);
serveInvoices(server, invoices);
const browser = await chromium.launch(CHROMIUM);
try {
  server.put(
    '/partner.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Partner</title>
<script src="/facturo/facturo.js" data-api-base="${server.apiBase}" async></script></head>
<body><h1>Planes</h1><facturo-pricing-table service="electronic_invoicing"></facturo-pricing-table></body></html>`,
  );
  const copy = await captureStaticCopy(browser, `${server.origin}/partner.html`);
  server.put('/floor.css', copy.css, 'text/css; charset=utf-8');
  server.put(
    '/floor.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Floor</title><link rel="stylesheet" href="/floor.css"></head>
<body><h1>Planes</h1><div>${copy.html}</div></body></html>`,
  );

  const partner: number[] = [];
  const floor: number[] = [];
  let scripts: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const live = await coldLoad(browser, `${server.origin}/partner.html`);
    partner.push(live.readyMs);
    scripts = live.scripts;
    floor.push((await coldLoad(browser, `${server.origin}/floor.html`)).readyMs);
  }

  const fetched = fetchedBytes(dir, scripts);
  report({
    suite: 'widgets: script tag',
    metric: 'JS gzip downloaded before the pricing table is interactive (React included)',
    value: kB(fetched.bytes),
    unit: 'kB',
    target: '≤ 100 kB',
    pass: fetched.bytes <= 100_000,
    note: `${fetched.files.length} files; React DOM chunk ${kB(fetched.reactBytes)} kB; i18next, ky, the texts and the widget code the rest (no zod before it is interactive)`,
  });
  report({
    suite: 'widgets: script tag',
    metric: `navigation → plans visible on a partner page (median of ${RUNS}, cold cache)`,
    value: Math.round(median(partner)),
    unit: 'ms',
    baseline: Math.round(median(floor)),
    baselineLabel: 'static HTML of the same table',
    note: `partner ${partner.map(Math.round).join('/')} ms; floor ${floor.map(Math.round).join('/')} ms`,
  });

  await benchCheckout(browser, server, dir);
  await benchInvoiceListSize(browser, server, dir, invoices);
  await benchInvoiceRendering(browser, server, invoices);
  // A request no fixture answered means a widget asked for something new: say so, the numbers may be off.
  if (server.unanswered.size)
    console.warn(`Unanswered API requests during the benchmark: ${[...server.unanswered].join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}
