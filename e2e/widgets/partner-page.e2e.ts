import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PartnerPage } from '../pages/partner-page';
import { PricingTableWidget } from '../pages/pricing-table';
import { axeAudit } from '../support/axe';
import { ROOT } from '../support/environment';
import type {} from '../support/facturo-global';
import { expect, test } from '../support/test';

test.describe('partner page (script tag)', () => {
  test('loads the widgets through facturo.js: the loader, then each widget code only when needed', async ({
    page,
    api,
  }) => {
    const plans = await api.planCount('electronic_invoicing');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const partner = new PartnerPage(page);
    await partner.open();
    await expect(partner.spanishTable.cards).toHaveCount(plans);
    await expect(partner.englishTable.cards).toHaveCount(plans);
    expect(scripts[0]).toBe('/facturo/facturo.js');
    expect(scripts.filter((path) => /\/pricing-table-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(await page.evaluate(() => window.Facturo?.version)).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('adds no global to the page but window.Facturo', async ({ page, api }) => {
    // The names on window before any page script ran, kept under a symbol (itself not a name).
    const key = 'facturo-e2e.globals-before';
    await page.addInitScript((symbol) => {
      (window as unknown as Record<symbol, string[]>)[Symbol.for(symbol)] =
        Object.getOwnPropertyNames(window);
    }, key);
    // Only the widgets run here: the partner's own script declares a function, which is a global too.
    await page.route('**/assets/partner.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    const partner = new PartnerPage(page);
    await partner.open();
    await expect(partner.spanishTable.cards).toHaveCount(await api.planCount('electronic_invoicing'));
    // The login brings the validation code (zod) as well.
    await expect(partner.login.host.getByLabel('Correo electrónico')).toBeVisible();
    const added = await page.evaluate((symbol) => {
      const before = new Set((window as unknown as Record<symbol, string[]>)[Symbol.for(symbol)]);
      return Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
    }, key);
    expect(added).toEqual(['Facturo']);
  });

  test('both tables render their plans and switch cycle independently', async ({ page }) => {
    const partner = new PartnerPage(page);
    await partner.open();
    const spanish = partner.spanishTable.card('Emprendedor');
    await expect(spanish).toContainText('/ año');
    await expect(spanish).toContainText('IVA excluido');
    const english = partner.englishTable.card('Entrepreneur');
    await expect(english).toContainText('/ month');

    await partner.spanishTable.chooseCycle('Mensual');
    await expect(spanish).toContainText('/ mes');
    await partner.englishTable.chooseCycle('Annual');
    await expect(english).toContainText('/ year');
    await expect(spanish).toContainText('/ mes');
    await expect(partner.eventLog).toContainText('facturo-cycle-change {"cycle":"monthly"}');
  });

  test('choosing a plan emits facturo-plan-select, fills the cart and goes to the checkout URL', async ({
    page,
  }) => {
    const partner = new PartnerPage(page);
    await partner.open();
    const planSelected = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener(
            'facturo-plan-select',
            (event) => resolve((event as CustomEvent).detail),
            { once: true },
          ),
        ),
    );
    await partner.spanishTable.selectPlan('Emprendedor');
    const detail = (await planSelected) as { planId: string; cycle: string };
    expect(detail.cycle).toBe('annual');
    await page.waitForURL(/\/checkout\.html\?plan=.+&cycle=annual$/);
    expect(new URL(page.url()).searchParams.get('plan')).toBe(detail.planId);
    const cart = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.endsWith(':cart'))?.[1],
    );
    expect(JSON.parse(cart ?? '{}')).toEqual({
      version: 1,
      items: [{ planId: detail.planId, cycle: 'annual', quantity: 1 }],
    });
  });

  test('locale, theme and primary colour change at runtime without losing typed data', async ({
    page,
    api,
  }) => {
    const partner = new PartnerPage(page);
    await partner.open();
    await expect(partner.spanishTable.cards).toHaveCount(await api.planCount('electronic_invoicing'));
    await partner.login.host.getByLabel('Correo electrónico').fill('cambio@example.co');

    await page.evaluate(() => {
      const table = document.querySelector('#pricing-es');
      table?.setAttribute('locale', 'en');
      table?.setAttribute('theme', 'dark');
      table?.setAttribute('primary-color', '#7C3AED');
      document.querySelector('#login')?.setAttribute('locale', 'en');
    });
    await expect(partner.spanishTable.card('Entrepreneur')).toContainText('/ year');
    await expect(partner.spanishTable.root).toHaveAttribute('data-theme', 'dark');
    // The highlighted plan's button carries the partner's primary colour.
    await expect(partner.spanishTable.card('Business').getByRole('button')).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    );
    await expect(partner.login.host.getByLabel('Email')).toHaveValue('cambio@example.co');
  });

  test('has no serious accessibility problems in either theme (axe in Chromium, colour contrast included)', async ({
    page,
    api,
  }) => {
    const partner = new PartnerPage(page);
    await partner.open();
    await expect(partner.englishTable.cards).toHaveCount(await api.planCount('electronic_invoicing'));
    const results = await axeAudit(page).include('facturo-pricing-table').include('facturo-login').analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    const describe = (violation: (typeof serious)[number]) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join(' | ')}`;
    expect(serious.map(describe)).toEqual([]);
  });
});

test.describe('hostile page', () => {
  test('global CSS and a strict CSP (no inline code, no eval) do not break the widgets', async ({ page }) => {
    await page.goto('/extra/hostile.html');
    const plan = new PricingTableWidget(page.locator('#table')).card('Emprendedor');
    await expect(plan).toBeVisible();
    await expect(plan).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(plan.getByRole('heading')).toHaveCSS('text-transform', 'none');
    await expect(plan.getByRole('heading')).toHaveCSS('letter-spacing', 'normal');
    // 16 px base (the page's 62.5 % root size is not inherited) × 1.1875.
    await expect(plan.getByRole('heading')).toHaveCSS('font-size', '19px');
    await expect(plan.getByRole('heading')).toHaveCSS('font-family', /Public Sans/);
    await expect(plan.getByRole('button')).toHaveCSS('border-top-style', 'solid');
    await expect(page.locator('#login').getByLabel('Correo electrónico')).toBeVisible();
    // Self-hosted Public Sans, declared at document level (fonts inside a shadow root never load).
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter(
        (face) => face.family.includes('Public Sans') && face.status === 'loaded',
      ).length;
    });
    expect(loaded).toBeGreaterThan(0);
  });
});

test.describe('host page with a large root font size', () => {
  test('html { font-size: 30px } does not push prices out of their cards', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/extra/large-root.html');
    // React's cards, the ones that stay: the early paint's are replaced as they are measured otherwise.
    const cards = page.locator('#table [data-facturo-react]').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The widget's text stops at 20 px however large the host's root is.
    await expect(cards.first().getByRole('heading')).toHaveCSS('font-size', '23.75px');
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const box = await card.boundingBox();
      const price = await card
        .getByText(/^\$\s?[\d.]+$/)
        .first()
        .boundingBox();
      expect(box && price, `card ${index}`).toBeTruthy();
      if (!box || !price) continue;
      expect(price.x).toBeGreaterThanOrEqual(box.x);
      expect(price.x + price.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });
});

test.describe('partner page pinned to a version (the production script tag)', () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'packages/widgets/package.json'), 'utf8')) as {
    version: string;
  };

  test('facturo.js from /v<version>/ with its integrity hash loads every module and font from that folder', async ({
    page,
    api,
  }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/facturo/')) files.push(path);
    });
    const loader = page.waitForResponse((response) => response.url().endsWith(`/v${version}/facturo.js`));
    await page.goto('/extra/pinned-version.html');
    expect((await loader).headers()['cache-control']).toContain('immutable');
    await expect(new PricingTableWidget(page.locator('#table')).cards).toHaveCount(
      await api.planCount('electronic_invoicing'),
    );
    expect(await page.evaluate(() => window.Facturo?.version)).toBe(version);
    await page.evaluate(() => document.fonts.ready);
    expect(files.some((path) => /\/chunks\/pricing-table-[\w-]+\.js$/.test(path))).toBe(true);
    expect(files.filter((path) => !path.startsWith(`/facturo/v${version}/`))).toEqual([]);
  });

  test('a facturo.js that differs from its integrity hash does not run', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**/facturo/v${version}/facturo.js`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;window.tampered = true;` });
    });
    await page.goto('/extra/pinned-version.html');
    await expect.poll(() => errors.join('\n')).toContain('integrity');
    expect(
      await page.evaluate(() => [typeof window.Facturo, customElements.get('facturo-pricing-table')]),
    ).toEqual(['undefined', undefined]);
  });
});
