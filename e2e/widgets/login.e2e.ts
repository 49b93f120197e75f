import { PartnerPage } from '../pages/partner-page';
import { uniqueEmail } from '../support/api';
import type {} from '../support/facturo-global';
import { expect, test } from '../support/test';

test.describe('login widget against the real API', () => {
  test('register → code from the dev mailbox → verify → personal information → logged in', async ({
    page,
    api,
  }) => {
    const partner = new PartnerPage(page);
    const email = uniqueEmail('registro');
    await partner.open();
    await partner.login.register({
      firstName: 'Valentina',
      firstSurname: 'Ospina',
      email,
      password: 'Factura#2026',
    });
    await expect(partner.login.heading).toHaveText('Revisa tu correo');
    await expect(
      partner.login.host.getByRole('button', { name: /Podrás pedir otro código en \d:\d\d/ }),
    ).toBeDisabled();

    await partner.login.verify(await api.latestCode(email));
    await expect(partner.login.heading).toHaveText('Completa tus datos');
    await expect(partner.login.host.getByLabel('Primer nombre')).toHaveValue('Valentina');
    await partner.login.completeProfile('1017234567');

    await expect(partner.login.heading).toHaveText('Hola, Valentina');
    await expect(partner.eventLog).toContainText(`facturo-login {"user":"${email}"}`);
    const session = await page.evaluate(async () => {
      const facturo = await window.Facturo?.ready;
      return facturo?.session.getSnapshot();
    });
    expect(session?.isLoggedIn).toBe(true);
    expect(session?.userData?.email).toBe(email);

    // The session is stored for this API: a reload keeps the visitor signed in.
    await page.reload();
    await expect(partner.login.heading).toHaveText('Hola, Valentina');
  });

  test('wrong credentials show the translated error', async ({ page }) => {
    const partner = new PartnerPage(page);
    await partner.open();
    await partner.login.logIn(uniqueEmail('nadie'), 'Incorrecta#123');
    await expect(partner.login.alert).toHaveText('El correo o la contraseña no son correctos.');

    await page.evaluate(() => document.querySelector('#login')?.setAttribute('locale', 'en'));
    await partner.login.host.getByRole('button', { name: 'Log in' }).click();
    await expect(partner.login.alert).toHaveText('The email or password is incorrect.');
  });
});
