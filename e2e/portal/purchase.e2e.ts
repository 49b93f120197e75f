import { LoginWidget } from '../pages/login-widget';
import { uniqueEmail } from '../support/api';
import { expect, test } from '../support/test';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { PORTAL_PASSWORD } from './support/portal-users';

/** Where each deployment shows the buyer's invoices and plans after the purchase. */
const DEPLOYMENTS = [
  {
    name: 'landing-only deployment',
    origin: () => currentPortal().landingOrigin,
    invoices: '/pages/landing-settings/billing',
    plans: '/pages/landing-settings/subscriptions',
    // One deployment goes through a rejected card first: the retry must keep what the buyer typed.
    firstCard: 'OTHE',
  },
  {
    name: 'full app',
    origin: () => currentPortal().appOrigin,
    invoices: '/accounts/billing/invoice-list',
    plans: '/pages/account-settings/billing-plans',
    firstCard: 'APRO',
  },
] as const;

for (const deployment of DEPLOYMENTS) {
  test(`a newcomer buys a plan (${deployment.name}): landing → plan → bag → sign-up inline → billing data → card APRO → paid → the invoice`, async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const portal = new PortalPage(page, deployment.origin());
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
    const login = new LoginWidget(checkout.locator('[data-facturo-widget="login"]'));
    await login.register({ firstName: 'Sergio', firstSurname: 'Arango', email, password: PORTAL_PASSWORD });
    await login.verify(await api.latestCode(email));
    await login.completeProfile('1017234567');

    await checkout.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await checkout.getByLabel('Municipio').selectOption({ label: 'Medellín' });
    await checkout.getByLabel('Dirección', { exact: true }).fill('Calle 50 # 45-20');
    await checkout.getByRole('button', { name: 'Continuar al pago' }).click();

    const payWith = async (name: string) => {
      const card = page.frameLocator('iframe[title^="Datos de la tarjeta"]');
      await card.getByLabel('Número de la tarjeta').fill('4013 5406 8274 6260');
      await card.getByLabel('Vencimiento (MM/AA)').fill('11/30');
      await card.getByLabel('Código de seguridad').fill('123');
      await card.getByLabel('Nombre como aparece en la tarjeta').fill(name);
      await checkout.getByRole('button', { name: /^Pagar / }).click();
    };
    await payWith(deployment.firstCard);

    if (deployment.firstCard === 'OTHE') {
      // A declined card stays on the checkout: the retry goes back to its payment step.
      await expect(checkout.getByText('Pago rechazado')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/checkout$/);
      await checkout.getByRole('button', { name: 'Intentar con otra tarjeta' }).click();
      await expect(checkout.getByRole('heading', { name: 'Pago' })).toBeVisible();
      await payWith('APRO');
      await expect(page).toHaveURL(/\/payments\?payment=/, { timeout: 30_000 });
      await expect(page.getByText('Pago realizado con éxito')).toBeVisible({ timeout: 30_000 });
      await page.reload();
    }
    await expect(page).toHaveURL(/\/payments\?payment=/, { timeout: 30_000 });
    await expect(page.getByText('Pago realizado con éxito')).toBeVisible({ timeout: 30_000 });
    await portal.open(deployment.invoices);
    await expect(
      page.locator('[data-facturo-widget="invoice-list"]').getByRole('cell', { name: 'Pagada' }).first(),
    ).toBeVisible();
    await portal.open(deployment.plans);
    await expect(page.getByText('Activa').first()).toBeVisible();
    // The organization has the plan now: the pricing table says so instead of selling it again.
    await portal.open('/landing-page#pricing');
    const bought = page.locator('[data-facturo-widget="pricing-table"]').getByRole('article').first();
    await expect(bought.getByText('Ya tienes este plan')).toBeVisible();
    await expect(bought.getByRole('button', { name: /^Elegir plan/ })).toHaveCount(0);
    if (deployment.firstCard === 'OTHE') {
      // The purchase made the buyer the owner of a new organization: its billing data is theirs to edit.
      await portal.open('/pages/landing-settings/billing-info');
      await expect(page.getByLabel('Dirección', { exact: true })).toBeEditable();
      await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    }
  });
}
