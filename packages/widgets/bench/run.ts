// `pnpm bench` for the widgets: the script-tag build's weight and the time a partner page takes to
// show the pricing table, next to a static HTML copy of the same table (the floor). Builds first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decamelizeKeys } from '@facturo/sdk';
import { chromium } from '@playwright/test';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { demoCatalogue } from '../src/pricing-table/pricing-table.fixtures';
import { startBenchServer } from './bench-server';
import { CHROMIUM, captureStaticCopy, coldLoad, median } from './browser-timing';
import { gzipBytes, loaderBytes, type ScriptTagManifest } from './sizes';

const RUNS = 7;
const dir = join(import.meta.dirname, '..', 'dist', 'script-tag');
await import('../build/build-script-tag');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ScriptTagManifest;
const kB = (bytes: number) => Math.round((bytes / 1000) * 10) / 10;

const loader = loaderBytes(dir, manifest);
report({
  suite: 'widgets: script tag',
  metric: 'loader gzip (facturo.js + core, before any widget appears)',
  value: kB(loader.bytes),
  unit: 'kB',
  target: '≤ 6 kB',
  pass: loader.bytes <= 6000,
  note: `${loader.files.length} files`,
});

const plans = JSON.stringify(
  decamelizeKeys({ items: demoCatalogue().filter((plan) => plan.serviceId === 'electronic_invoicing') }),
);
const server = await startBenchServer(dir, plans);
const browser = await chromium.launch(CHROMIUM);
try {
  server.put(
    '/partner.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Partner</title>
<script src="/facturo/facturo.js" data-api-base="${server.origin}/api/v1" async></script></head>
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
    partner.push(live.plansVisibleMs);
    scripts = live.scripts;
    floor.push((await coldLoad(browser, `${server.origin}/floor.html`)).plansVisibleMs);
  }

  const files = [...new Set(scripts)].map((path) => path.replace('/facturo/', ''));
  const interactive = files.reduce((sum, file) => sum + gzipBytes(dir, file), 0);
  const react = files
    .filter((file) => file.includes('react-mount'))
    .reduce((sum, file) => sum + gzipBytes(dir, file), 0);
  report({
    suite: 'widgets: script tag',
    metric: 'JS gzip downloaded before the pricing table is interactive (React included)',
    value: kB(interactive),
    unit: 'kB',
    target: '≤ 100 kB',
    pass: interactive <= 100_000,
    note: `${files.length} files; React DOM chunk ${kB(react)} kB; sdk (i18next, zod, ky, catalogues) and widget code the rest`,
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
} finally {
  await browser.close();
  await server.close();
}
