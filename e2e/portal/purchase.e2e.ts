import { uniqueEmail } from '../support/api';
import { expect, test } from '../support/test';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { PORTAL_PASSWORD } from './support/portal-users';

test.describe('a newcomer buys a plan (landing-only deployment)', () => {
  test('landing → plan → bag → sign-up inline → billing data → card APRO → paid → the invoice in the customer area', async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    const email = uniqueEmail('compra');

    await portal.open('/landing-page#pricing');
    const plans = page.locator('[data-facturo-widget="pricing-table"]');
    await plans
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Elegir plan/ })
      .click();
    await expect(page).toHaveURL(/\/checkout-cart$/);

    const checkout = page.locator('[data-facturo-widget="checkout"]');
    await checkout.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.getByText('Inicia sesión para continuar')).toBeVisible();

    // The sign-up happens inside the checkout, and the purchase carries on where it was.
    const login = checkout.locator('[data-facturo-widget="login"]');
    await login.getByRole('button', { name: 'Crea una' }).click();
    await login.getByLabel('Primer nombre').fill('Sergio');
    await login.getByLabel('Primer apellido').fill('Arango');
    await login.getByLabel('Correo electrónico').fill(email);
    await login.getByLabel('Contraseña', { exact: true }).fill(PORTAL_PASSWORD);
    await login.getByLabel('Confirma la contraseña').fill(PORTAL_PASSWORD);
    await login.getByLabel(/Acepto los términos/).check();
    await login.getByRole('button', { name: 'Crear cuenta' }).click();
    await login.getByLabel('Código de verificación').fill(await api.latestCode(email));
    await login.getByRole('button', { name: 'Verificar correo' }).click();
    await login.getByLabel('Número de documento').fill('1017234567');
    await login.getByLabel('Celular').fill('+57 300 555 0101');
    await login.getByRole('button', { name: 'Terminar registro' }).click();

    await checkout.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await checkout.getByLabel('Municipio').selectOption({ label: 'Medellín' });
    await checkout.getByLabel('Dirección', { exact: true }).fill('Calle 50 # 45-20');
    await checkout.getByRole('button', { name: 'Continuar al pago' }).click();

    const card = page.frameLocator('iframe[title^="Datos de la tarjeta"]');
    await card.getByLabel('Número de la tarjeta').fill('4013 5406 8274 6260');
    await card.getByLabel('Vencimiento (MM/AA)').fill('11/30');
    await card.getByLabel('Código de seguridad').fill('123');
    await card.getByLabel('Nombre como aparece en la tarjeta').fill('APRO');
    await checkout.getByRole('button', { name: /^Pagar / }).click();

    await expect(page).toHaveURL(/\/payments\?payment=/, { timeout: 30_000 });
    await expect(page.getByText('Pago realizado con éxito')).toBeVisible({ timeout: 30_000 });
    await portal.open('/pages/landing-settings/billing');
    await expect(
      page.locator('[data-facturo-widget="invoice-list"]').getByRole('cell', { name: 'Pagada' }).first(),
    ).toBeVisible();
    await portal.open('/pages/landing-settings/subscriptions');
    await expect(page.getByText('Activa').first()).toBeVisible();
  });
});
