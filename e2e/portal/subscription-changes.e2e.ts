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
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Seguirás usando el plan hasta el');
  // Keeping the plan closes the dialog and changes nothing.
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
