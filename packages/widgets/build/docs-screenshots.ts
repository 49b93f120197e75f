// Screenshots of each widget for docs/embedding.md, taken in Chromium from the script-tag build in
// demo mode (no API needed): `pnpm --filter @facturo/widgets docs:screenshots` after `pnpm build`.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBenchServer } from '../bench/bench-server';
import { CHROMIUM } from '../bench/browser-timing';

const packageDir = join(import.meta.dirname, '..');
const imagesDir = join(packageDir, '..', '..', 'docs', 'images');
await mkdir(imagesDir, { recursive: true });

const page = (body: string, background: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/shot.css"><script src="/facturo/facturo.js" async></script></head>
<body class="${background}"><main>${body}</main></body></html>`;

const server = await startBenchServer(join(packageDir, 'dist', 'script-tag'), '{"items":[]}');
server.put(
  '/shot.css',
  'body{margin:0}main{padding:32px}.light{background:#f4f6f8}.dark{background:#0a111c}.sand{background:#f6f3ee}',
  'text/css; charset=utf-8',
);
const shots: { name: string; width: number; html: string; prepare?: (page: Page) => Promise<void> }[] = [
  {
    name: 'pricing-table-light',
    width: 1240,
    html: page(
      '<facturo-pricing-table demo service="electronic_invoicing" theme="light"></facturo-pricing-table>',
      'light',
    ),
  },
  {
    name: 'pricing-table-dark',
    width: 1240,
    html: page(
      '<facturo-pricing-table demo service="electronic_invoicing" cycle="monthly" theme="dark"></facturo-pricing-table>',
      'dark',
    ),
  },
  {
    name: 'pricing-table-mobile',
    width: 360,
    html: page(
      '<facturo-pricing-table demo service="electronic_invoicing" theme="light"></facturo-pricing-table>',
      'light',
    ),
  },
  {
    name: 'login-light',
    width: 560,
    html: page('<facturo-login demo theme="light"></facturo-login>', 'sand'),
  },
  {
    name: 'login-register-dark',
    width: 560,
    html: page('<facturo-login demo mode="register" theme="dark" locale="en"></facturo-login>', 'dark'),
  },
  {
    name: 'login-profile-light',
    width: 720,
    html: page('<facturo-login demo mode="register" theme="light"></facturo-login>', 'light'),
    prepare: async (shot) => {
      const widget = shot.locator('facturo-login');
      await widget.getByLabel('Primer nombre').fill('Valentina');
      await widget.getByLabel('Primer apellido').fill('Ospina');
      await widget.getByLabel('Correo electrónico').fill('valentina@ejemplo.co');
      await widget.getByLabel('Contraseña', { exact: true }).fill('Factura#2026');
      await widget.getByLabel('Confirma la contraseña').fill('Factura#2026');
      await widget.getByLabel(/Acepto los términos/).check();
      await widget.getByRole('button', { name: 'Crear cuenta' }).click();
      await widget.getByLabel('Código de verificación').fill('123456');
      await widget.getByRole('button', { name: 'Verificar correo' }).click();
      await widget.getByLabel('Persona jurídica').check();
      await widget.getByLabel('Razón social').fill('Ospina Contadores S.A.S.');
      await widget.getByLabel('Número de documento').fill('900123456');
      await widget
        .locator('body')
        .press('Tab')
        .catch(() => {});
    },
  },
];

const browser = await chromium.launch(CHROMIUM);
try {
  for (const shot of shots) {
    server.put(`/${shot.name}.html`, shot.html);
    const context = await browser.newContext({
      viewport: { width: shot.width, height: 800 },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.goto(`${server.origin}/${shot.name}.html`);
    await tab.locator('[data-facturo-widget]').first().waitFor();
    await tab.locator('article, form').first().waitFor();
    await shot.prepare?.(tab);
    await tab.evaluate(() => document.fonts.ready);
    await tab.locator('main').screenshot({ path: join(imagesDir, `${shot.name}.png`) });
    await context.close();
    console.info(`docs/images/${shot.name}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
