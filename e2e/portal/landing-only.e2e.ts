import { PricingTableWidget } from '../pages/pricing-table';
import { uniqueEmail } from '../support/api';
import { axeAudit } from '../support/axe';
import { expect, test } from '../support/test';
import { everyAxeViolation } from './support/page-checks';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { signUpUser } from './support/portal-users';

/** Fails on serious or critical axe violations (colour contrast included: this is a real browser). */
async function expectAccessible(page: import('@playwright/test').Page) {
  const results = await axeAudit(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('portal, landing-only deployment (the shipped configuration)', () => {
  test('the landing page: plans from the API with the cycle toggle, every section, accessible', async ({
    page,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.open('/');
    await expect(page).toHaveURL(/\/landing-page$/);
    await expect(portal.heading).toContainText('Factura electrónica sin enredos');
    const plans = new PricingTableWidget(page.locator('[data-facturo-widget="pricing-table"]'));
    await expect(plans.cards.first()).toBeVisible();
    await plans.chooseCycle('Mensual');
    await expect(plans.host.getByRole('radio', { name: /^Mensual/ })).toBeChecked();
    // The forms (the contact section) load as the visitor nears them.
    await page.locator('#team').scrollIntoViewIfNeeded();
    for (const section of ['Funcionalidades', 'Preguntas frecuentes', 'Contacto']) {
      await expect(page.locator('main').getByText(section, { exact: true }).first()).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('the sign-up has no axe violation of any impact, also while it shows what is missing', async ({
    page,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.open('/register');
    await expect(portal.login.heading).toHaveText('Crea tu cuenta');
    await page.waitForLoadState('networkidle');
    expect(await everyAxeViolation(page), 'the sign-up').toEqual([]);
    await portal.login.host.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(portal.login.host.getByText('Este campo es obligatorio.').first()).toBeVisible();
    expect(await everyAxeViolation(page), 'the sign-up with its errors').toEqual([]);
  });

  test('a link to a section scrolls to it, 60 px below the top', async ({ page }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.open('/landing-page');
    // The plans above the sections load on their own; once they are there the layout holds still.
    await expect(
      page.locator('[data-facturo-widget="pricing-table"]').getByRole('article').first(),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Preguntas frecuentes' })
      .click();
    await expect(page).toHaveURL(/#faq$/);
    await expect
      .poll(async () => page.locator('#faq').evaluate((node) => Math.round(node.getBoundingClientRect().top)))
      .toBe(60);
    await page.mouse.wheel(0, 600);
    const backToTop = page.getByRole('button', { name: 'Volver arriba' });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a fresh load of a section address lands on it, also after the plans above have loaded', async ({
    page,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    for (const section of ['contact', 'faq', 'team']) {
      // A new document each time: the plans above load after the first scroll, as on a first visit.
      await page.goto('about:blank');
      await portal.open(`/landing-page#${section}`);
      await expect(
        page.locator('[data-facturo-widget="pricing-table"]').getByRole('article').first(),
      ).toBeVisible();
      // 60 px below the top, or as close as the end of the page lets it come.
      await expect
        .poll(async () =>
          page.locator(`#${section}`).evaluate((node) => {
            const top = Math.round(node.getBoundingClientRect().top);
            const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
            return top === 60 || (atEnd && top > 0 && top < 60) ? 'on its section' : `${top} px from the top`;
          }),
        )
        .toBe('on its section');
    }
  });

  test('the contact form is stored by the API and answered with "Te contactaremos pronto."', async ({
    page,
    api,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    const email = uniqueEmail('contacto');
    await portal.open('/landing-page#contact');
    const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
    await form.getByLabel('Nombre completo').fill('Marta Lucía Gómez');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel(/^Mensaje/).fill('Emitimos unas 300 facturas al mes. ¿Qué plan nos conviene?');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText(/Debes autorizar el tratamiento/)).toBeVisible();
    await form.getByRole('checkbox', { name: /Autorizo a Facturo/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByRole('status')).toContainText('Te contactaremos pronto.');
    await expect
      .poll(async () => (await api.mailbox(email)).map((mail) => mail.subject))
      .toContain('Recibimos tu mensaje');
  });

  test('the guard: login with the way back, away from login when signed in, no full-app pages', async ({
    page,
    request,
    api,
  }) => {
    const user = await signUpUser(request, api, 'guardia');
    const portal = new PortalPage(page, currentPortal().landingOrigin);

    await portal.open('/pages/landing-settings/billing');
    await expect(page).toHaveURL(/\/login\?to=%2Fpages%2Flanding-settings%2Fbilling$/);
    await portal.login.logIn(user.email, user.password);
    await expect(page).toHaveURL(/\/pages\/landing-settings\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

    await portal.open('/login');
    await expect(page).toHaveURL(/\/landing-page$/);
    await portal.open('/organizations');
    await expect(page).toHaveURL(/\/landing-page$/);
    await portal.open('/pages/misc/not-found/algo');
    await expect(portal.heading).toHaveText('No encontramos esta página');
    // A URL no route knows is not a full-app page either: it is simply not found.
    await portal.open('/una/ruta/que/no/existe');
    await expect(page).toHaveURL(/\/una\/ruta\/que\/no\/existe$/);
    await expect(portal.heading).toHaveText('No encontramos esta página');
  });

  test('a marketing-only deployment (allowAuth: false) offers no sign-in and no way to the checkout', async ({
    page,
  }) => {
    // The same build and server with `allowAuth: false` in its /config.json.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), allowAuth: false } });
    });
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.open('/landing-page#pricing');
    const header = page.getByRole('banner').first();
    await expect(header.getByRole('link', { name: 'Centro de ayuda' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Carrito/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);

    // A plan's button leads to the contact form, and nothing lands in the cart.
    const plans = new PricingTableWidget(page.locator('[data-facturo-widget="pricing-table"]'));
    await plans.cards
      .first()
      .getByRole('button', { name: /^Elegir plan/ })
      .click();
    await expect(page).toHaveURL(/\/landing-page#contact$/);
    await expect(page.getByRole('form', { name: 'Envíanos un mensaje' })).toBeInViewport();

    for (const path of ['/checkout-cart', '/checkout', '/login', '/register']) {
      await portal.open(path);
      await expect(page, path).toHaveURL(/\/landing-page$/);
    }
  });

  test('preferences (theme, language) survive a reload', async ({ page }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.open('/landing-page');
    await page.getByRole('button', { name: 'Tema' }).click();
    await page.getByRole('button', { name: 'Oscuro' }).click();
    await page.getByRole('button', { name: 'Idioma' }).first().click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(portal.heading).toContainText('Electronic invoicing without the hassle');
    await page.reload();
    await expect(portal.heading).toContainText('Electronic invoicing without the hassle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('from 1200 px the header shows every link and both sign-in buttons without overflowing', async ({
    page,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    for (const width of [1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await portal.open('/landing-page');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Centro de ayuda' })).toBeVisible();
      const signUp = header.getByRole('link', { name: 'Crear cuenta' });
      await expect(signUp).toBeVisible();
      const box = await signUp.boundingBox();
      expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
  });

  test('at 360 px the header folds into a menu and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.open('/landing-page');
    await expect(portal.heading).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Planes y precios' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(menu).toBeHidden();
  });
});
