import { expect, test } from '../support/test';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { buyThroughApi } from './support/portal-purchases';
import { signUpUser } from './support/portal-users';

test('a customer cancels a plan at the end of its period, reads it in the history, and undoes it', async ({
  page,
  request,
  api,
}) => {
  const buyer = await signUpUser(request, api, 'cancela', 'Andrés');
  await buyThroughApi(request, api, buyer, ['APRO']);
  const portal = new PortalPage(page, currentPortal().landingOrigin);
  await portal.logIn(buyer.email, buyer.password);
  await expect(page).not.toHaveURL(/\/login/);
  await portal.open('/pages/landing-settings/subscriptions');

  await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
  // The subscription-manager widget confirms in a panel under the card, not a dialog.
  const dialog = page.getByRole('region', { name: '¿Cancelar POS Inicial?' });
  await expect(dialog).toContainText('Seguirás usando el plan hasta el');
  // Keeping the plan closes the confirmation and changes nothing.
  await dialog.getByRole('button', { name: 'Mantener mi plan' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
  await dialog.getByRole('button', { name: 'Sí, cancelar al final del periodo' }).click();

  await expect(page.getByText(/^Listo: tu plan se cancela el /)).toBeVisible();
  await expect(page.getByText('No se renueva', { exact: true })).toBeVisible();
  await expect(page.getByText('Próximo cobro').locator('..')).toContainText('—');
  await page.getByText('Historial de cambios').click();
  await expect(page.getByText(/Andrés .+ canceló el plan al final del periodo/)).toBeVisible();

  await page.getByRole('button', { name: 'Seguir con el plan' }).click();
  await expect(page.getByText('Listo: tu plan se renovará normalmente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar suscripción' })).toBeVisible();
  await expect(page.getByText(/dejó sin efecto la cancelación/)).toBeVisible();
});

test('a customer moves up to a bigger plan: sees the quote, pays the difference by card, and the plan changes now', async ({
  page,
  request,
  api,
}) => {
  const buyer = await signUpUser(request, api, 'sube', 'Lucía');
  await buyThroughApi(request, api, buyer, ['APRO']);
  const portal = new PortalPage(page, currentPortal().landingOrigin);
  await portal.logIn(buyer.email, buyer.password);
  await expect(page).not.toHaveURL(/\/login/);
  await portal.open('/pages/landing-settings/subscriptions');

  await page.getByRole('button', { name: 'Cambiar plan' }).click();
  const dialog = page.getByRole('region', { name: 'Cambiar POS Inicial' });
  await dialog.getByLabel('Nuevo plan').selectOption('pos-pro-3000|annual');
  await expect(dialog.getByText(/^Pagas hoy \$/)).toBeVisible();
  await expect(dialog).toContainText('Te abonamos');
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();

  await expect(page).toHaveURL(/\/checkout\?subscription=/);
  const checkout = page.locator('[data-facturo-widget="checkout"]');
  await expect(checkout.getByRole('complementary', { name: 'Cambio a POS Pro' })).toContainText('Pagas hoy');
  const card = page.frameLocator('iframe[title^="Datos de la tarjeta"]');
  await card.getByLabel('Número de la tarjeta').fill('4013 5406 8274 6260');
  await card.getByLabel('Vencimiento (MM/AA)').fill('11/30');
  await card.getByLabel('Código de seguridad').fill('123');
  await card.getByLabel('Nombre como aparece en la tarjeta').fill('APRO');
  await checkout.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByText('Pago realizado con éxito')).toBeVisible({ timeout: 30_000 });

  await portal.open('/pages/landing-settings/subscriptions');
  await expect(page.getByRole('heading', { level: 3, name: 'POS Pro' })).toBeVisible();
  await page.getByText('Historial de cambios').click();
  await expect(
    page.getByText(/Lucía .+ cambió el plan de POS Inicial \(anual\) a POS Pro \(anual\)\./),
  ).toBeVisible();
});
