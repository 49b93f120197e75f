import { expect, test } from '../support/test';
import { pageProblems } from './support/page-checks';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { buyThroughApi } from './support/portal-purchases';
import { signUpUser } from './support/portal-users';
import { bagAndCheckout, crawl, routePaths } from './support/spanish-crawl';

// The Spanish-page crawl of the landing-only deployment, signed in as a customer with payments.
test.describe('every page reads in Spanish, passes axe and fits a 360 px screen', () => {
  test.setTimeout(600_000);

  test('the landing-only deployment, a customer with payments: customer area, payment results, checkout', async ({
    page,
    request,
    api,
  }) => {
    const buyer = await signUpUser(request, api, 'cliente-es', 'Daniela');
    // Points of sale (sold by the unit): the bag below holds an electronic invoicing plan, still buyable.
    const paid = await buyThroughApi(request, api, buyer, ['APRO', 'OTHE'], 1);
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    await portal.logIn(buyer.email, buyer.password);
    await expect(page).not.toHaveURL(/\/login/);
    const problems = await crawl(page, portal, routePaths());

    const result = page.locator('[data-facturo-widget="checkout"]');
    for (const [card, title] of [
      ['APRO', 'Pago realizado con éxito'],
      ['OTHE', 'Pago rechazado'],
    ] as const) {
      await portal.open(`/payments?payment=${paid[card]?.id}`);
      await expect(result.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      problems.push(...(await pageProblems(page, `payment result ${card}`)));
    }
    problems.push(...(await bagAndCheckout(page, portal, 'Datos de facturación')));

    // A payment is in process only for a few seconds (the sandbox settles it): pay with CONT in the
    // checkout, which opens the result at once, and read it as soon as it shows.
    const checkout = page.locator('[data-facturo-widget="checkout"]');
    await checkout.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await checkout.getByLabel('Municipio').selectOption({ label: 'Medellín' });
    await checkout.getByLabel('Dirección', { exact: true }).fill('Calle 50 # 45-20');
    await checkout.getByRole('button', { name: 'Continuar al pago' }).click();
    const card = page.frameLocator('iframe[title^="Datos de la tarjeta"]');
    await card.getByLabel('Número de la tarjeta').fill('4013 5406 8274 6260');
    await card.getByLabel('Vencimiento (MM/AA)').fill('11/30');
    await card.getByLabel('Código de seguridad').fill('123');
    await card.getByLabel('Nombre como aparece en la tarjeta').fill('CONT');
    await checkout.getByRole('button', { name: /^Pagar / }).click();
    await expect(result.getByRole('heading', { name: 'Pago en proceso', exact: true })).toBeVisible();
    problems.push(...(await pageProblems(page, 'payment result CONT', { axe: false })));
    expect(problems).toEqual([]);
  });
});
