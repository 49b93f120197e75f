// Screenshots of each widget for docs/embedding.md, taken in Chromium from the script-tag build in
// demo mode (no API needed): `pnpm --filter @facturo/widgets docs:screenshots` after `pnpm build`.
// Arguments keep only the shots whose name starts with one of them (`docs:screenshots checkout`).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchServer } from '../bench/bench-server';
import { CHROMIUM } from '../bench/browser-timing';
import { BILLING_SHOTS, shotPage as page, type Shot } from './docs-screenshots.shots';

const packageDir = join(import.meta.dirname, '..');
const imagesDir = join(packageDir, '..', '..', 'docs', 'images');
await mkdir(imagesDir, { recursive: true });

const server = await startBenchServer(join(packageDir, 'dist', 'script-tag'), '{"items":[]}');
server.put(
  '/shot.css',
  'body{margin:0}main{padding:32px}.phone main{padding:16px}.light{background:#f4f6f8}.dark{background:#0a111c}.sand{background:#f6f3ee}',
  'text/css; charset=utf-8',
);
const shots: Shot[] = [
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
  ...BILLING_SHOTS,
];
const only = process.argv.slice(2);
const chosen = only.length
  ? shots.filter((shot) => only.some((prefix) => shot.name.startsWith(prefix)))
  : shots;

const browser = await chromium.launch(CHROMIUM);
try {
  for (const shot of chosen) {
    server.put(`/${shot.name}.html`, shot.html);
    const context = await browser.newContext({
      viewport: { width: shot.width, height: 800 },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.goto(`${server.origin}/${shot.name}.html`);
    await tab.locator('[data-facturo-widget]').first().waitFor();
    await tab
      .locator('[data-facturo-widget]')
      .first()
      .locator(shot.ready ?? 'article, form')
      .first()
      .waitFor();
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
