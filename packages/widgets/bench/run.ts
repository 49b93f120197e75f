// `pnpm bench` for the widgets: the script-tag build's weight; the time the shipped partner page and a
// one-table page take to show their first plan against the real API, next to static HTML copies of the
// same content, at full speed and with the CPU slowed 4× (first-plan-bench.ts); the JS the checkout and
// invoice list download before they are interactive; and the time to render and page 100 invoices,
// next to static copies of the same rows. Builds first. `pnpm bench first-plan` runs only the
// first-plan rows (and the loader's weight).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { demoCatalogue } from '../src/demo/demo-catalogue.fixtures';
import { serveCheckoutConfig, serveInvoices, servePlans } from './api-fixtures';
import { startBenchServer } from './bench-server';
import { CHROMIUM } from './browser-timing';
import { benchCheckout } from './checkout-bench';
import { benchFirstPlan } from './first-plan-bench';
import { generateInvoices } from './invoice-fixtures';
import { benchInvoiceListSize, benchInvoiceRendering } from './invoice-list-bench';
import { kB, loaderBytes, type ScriptTagManifest } from './sizes';

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

const only = process.argv.slice(2).find((argument) => !argument.startsWith('-'));
if (only !== undefined && only !== 'first-plan') throw new Error(`Unknown bench "${only}": try first-plan.`);

const plans = demoCatalogue();
// 1,000 invoices, as the browser journeys seed: enough pages of 100 to page through.
const invoices = generateInvoices({ count: 1000, plans, now: new Date() });
const server = await startBenchServer(dir);
servePlans(server, plans);
serveCheckoutConfig(server);
serveInvoices(server, invoices);
const browser = await chromium.launch(CHROMIUM);
try {
  await benchFirstPlan(browser, join(import.meta.dirname, '..', '..', '..'), dir);
  if (only === undefined) {
    await benchCheckout(browser, server, dir);
    await benchInvoiceListSize(browser, server, dir, invoices);
    await benchInvoiceRendering(browser, server, invoices);
  }
  // A request no fixture answered means a widget asked for something new: say so, the numbers may be off.
  if (server.unanswered.size)
    console.warn(`Unanswered API requests during the benchmark: ${[...server.unanswered].join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}
