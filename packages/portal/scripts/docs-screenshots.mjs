// Takes the screenshots of docs/portal.md (light and dark) from a real run: the API with its demo clinic,
// a numbering resolution about to expire and a plan bought through the sandbox, and the built portal.
// Run with `pnpm --filter @facturo/portal screenshots` (it builds first); add parts of file names to take
// only those (`pnpm --filter @facturo/portal screenshots login help-center`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveAltcha } from '@facturo/sdk/captcha';
import { chromium } from '@playwright/test';
import { DEBIAN_CHROMIUM } from '../../../e2e/support/chromium.ts';
import { startBenchServers } from '../bench/bench-servers.mjs';

const here = import.meta.dirname;
const root = join(here, '..', '..', '..');
const images = join(root, 'docs', 'images');
const day = (offset) => new Date(Date.now() - 5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function api(base, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'es',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Demo data the pages show: a prefix about to expire, a healthy one, and a paid plan. */
async function arrange(base, owner) {
  // Sign-in carries the API's self-hosted captcha (ALTCHA), solved here as a browser would.
  const challenge = await api(base, 'GET', '/captcha/challenge');
  const { access_token: token } = await api(base, 'POST', '/auth/login', {
    body: { email: owner.email, password: owner.password, captcha_token: await solveAltcha(challenge) },
  });
  const [organization] = (await api(base, 'GET', '/organizations', { token })).items;
  const prefix = (values) =>
    api(base, 'POST', `/organizations/${organization.id}/prefixes`, {
      token,
      body: { document_type: 'invoice', resolution_date: day(-350), valid_from: day(-350), ...values },
    });
  await prefix({
    prefix: 'SETP',
    resolution_number: '18764000012345',
    valid_to: day(12),
    range_from: 1,
    range_to: 5000,
    next_number: 4120,
  });
  await prefix({
    prefix: 'FE',
    resolution_number: '18764000067890',
    valid_to: day(400),
    range_from: 1,
    range_to: 20000,
    next_number: 1320,
    document_type: 'credit_note',
  });
  try {
    const plans = (await api(base, 'GET', '/plans?service=electronic_invoicing')).items;
    const card = await api(base, 'POST', '/sandbox/card-tokens', {
      body: {
        card_number: '4013540682746260',
        expiration_month: 11,
        expiration_year: new Date().getFullYear() + 3,
        security_code: '123',
        cardholder: { name: 'APRO', identification: { type: 'CC', number: '123456789' } },
      },
    });
    await api(base, 'POST', '/checkout', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        organization_id: organization.id,
        items: [{ plan_id: plans[1]?.id ?? plans[0].id, billing_cycle: 'annual' }],
        billing_info: {
          taxpayer: organization.taxpayer,
          billing_address: organization.billing_address,
          email: owner.email,
        },
        payment: {
          token: card.id ?? card.token,
          payment_method_id: card.payment_method_id ?? 'visa',
          installments: 1,
        },
      },
    });
  } catch (error) {
    console.warn(`No purchase for the screenshots: ${error.message}`);
  }
}

async function logIn(page, origin, owner) {
  await page.goto(`${origin}/login`);
  const login = page.locator('[data-facturo-widget="login"]');
  await login.getByLabel('Correo electrónico').fill(owner.email);
  await login.getByLabel('Contraseña', { exact: true }).fill(owner.password);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function shoot(
  browser,
  { origin, path, file, theme, owner, width = 1440, height = 900, fullPage = false, prepare },
) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: theme,
    locale: 'es-CO',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  if (owner) await logIn(page, origin, owner);
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  if (prepare) await prepare(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(images, file), fullPage });
  await context.close();
  console.info(`docs/images/${file}`);
}

execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
  cwd: join(here, '..'),
  stdio: 'inherit',
});
const servers = await startBenchServers({
  root,
  dist: join(here, '..', 'dist'),
  seedDemo: true,
  fullApp: true,
});
const browser = await chromium.launch(DEBIAN_CHROMIUM);
try {
  const credentials = JSON.parse(readFileSync(servers.credentialsFile, 'utf8'));
  const owner = credentials.accounts.find((account) => account.role === 'owner');
  await arrange(servers.apiOrigin, owner);
  const landing = servers.portalOrigin;
  const app = servers.appOrigin;
  // Every shot in both themes, except the phone one; `pnpm screenshots login accounts` takes only the
  // files whose names contain one of the arguments.
  const only = process.argv.slice(2);
  const shots = [
    { origin: landing, path: '/landing-page', name: 'landing' },
    { origin: landing, path: '/landing-page#pricing', name: 'pricing' },
    { origin: landing, path: '/pages/landing-settings/subscriptions', name: 'customer-area', owner },
    { origin: app, path: '/organization/salud-del-aburra/members', name: 'members', owner },
    { origin: app, path: '/organization/salud-del-aburra/prefixes', name: 'prefixes', owner },
    { origin: landing, path: '/login', name: 'login' },
    { origin: landing, path: '/front-pages/help-center', name: 'help-center' },
    { origin: app, path: '/accounts/accounts-list', name: 'accounts', owner },
    { origin: app, path: '/accounts/dashboard', name: 'dashboard', owner, fullPage: true },
    { origin: landing, path: '/legal/terminos', name: 'legal-terms' },
    { origin: landing, path: '/legal/privacidad', name: 'legal-privacy' },
  ];
  const wanted = (file) => only.length === 0 || only.some((part) => file.includes(part));
  for (const theme of ['light', 'dark']) {
    for (const { name, ...shot } of shots) {
      const file = `portal-${name}-${theme}.png`;
      if (wanted(file)) await shoot(browser, { ...shot, file, theme });
    }
  }
  // On a phone (390 × 844, light): the dashboard, a table as cards (below the md breakpoint), the landing.
  const phoneShots = [
    { origin: app, path: '/accounts/dashboard', name: 'dashboard', owner, fullPage: true },
    { origin: app, path: '/organization/salud-del-aburra/members', name: 'members', owner, fullPage: true },
    { origin: landing, path: '/landing-page', name: 'landing' },
  ];
  for (const { name, ...shot } of phoneShots) {
    const file = `portal-${name}-mobile-light.png`;
    if (wanted(file)) await shoot(browser, { ...shot, file, theme: 'light', width: 390, height: 844 });
  }
  if (wanted('portal-rail-light.png')) {
    // The "Solo íconos" menu: a rail of whole icons and the whole logo, with nothing hovered.
    await shoot(browser, {
      origin: app,
      path: '/accounts/dashboard',
      file: 'portal-rail-light.png',
      theme: 'light',
      owner,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Personalizar' }).click();
        const sheet = page.getByRole('dialog', { name: 'Personalizar' });
        await sheet.getByText('Solo íconos', { exact: true }).click();
        await sheet.getByRole('button', { name: 'Cerrar' }).click();
        await page.mouse.move(900, 500);
        await page.getByRole('heading', { level: 1 }).click();
      },
    });
  }
} finally {
  await browser.close();
  await servers.close();
}
