import { uniqueEmail } from '../support/api';
import { axeAudit } from '../support/axe';
import { expect, test } from '../support/test';
import { englishIn, englishOnlyWords } from './support/english-words';
import { pageProblems } from './support/page-checks';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';
import { PORTAL_PASSWORD } from './support/portal-users';
import { bagAndCheckout, crawl, routePaths } from './support/spanish-crawl';

// The Spanish-page crawl of the landing-only deployment, logged out (the customer's and the full app's
// crawls are files of their own so parallel workers share the work).
test.describe('every page reads in Spanish, passes axe and fits a 360 px screen', () => {
  test.setTimeout(600_000);

  test('the detector flags English, hard-coded or not, and lets Spanish, brands and addresses through', () => {
    const english = englishOnlyWords();
    expect(englishIn('Your invoices were paid', english)).toEqual(['your', 'invoices', 'were', 'paid']);
    // Words no catalogue has, as a hard-coded label would bring them.
    expect(englishIn('Loading… Please wait', english)).toEqual(['loading', 'please', 'wait']);
    expect(
      englishIn('Configuración de Facturo con la DIAN, escríbenos a soporte@facturo.co', english),
    ).toEqual([]);
    expect(englishIn('No hay planes sin IVA: el total incluye el plan', english)).toEqual([]);
  });

  test('the axe audit flags violations, in the page and inside a frame', async ({ page }) => {
    // An unnamed button and an image without text, in the page and again in a same-document frame:
    // the page alone is audited in place, the page with a frame part by part (e2e/support/axe.ts).
    const broken = '<button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
    await page.setContent(
      `<html lang="es"><title>Prueba</title><main><h1>Prueba</h1>${broken}</main></html>`,
    );
    const inPage = await axeAudit(page).analyze();
    expect(inPage.violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);

    await page.setContent(
      `<html lang="es"><title>Prueba</title><main><h1>Prueba</h1><iframe title="Marco" srcdoc='${broken}'></iframe></main></html>`,
    );
    await expect.poll(() => page.frames().length).toBe(2);
    const inFrame = await axeAudit(page).analyze();
    const targets = inFrame.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
    );
    expect(targets.sort()).toEqual(['button-name iframe button', 'image-alt iframe img']);
  });

  test('the landing-only deployment, logged out: every route, the bag, the checkout, each sign-up step', async ({
    page,
    api,
  }) => {
    const portal = new PortalPage(page, currentPortal().landingOrigin);
    const problems = await crawl(page, portal, routePaths());
    problems.push(...(await bagAndCheckout(page, portal, 'Inicia sesión para continuar')));

    const email = uniqueEmail('registro-es');
    await portal.open('/register');
    // `/register` opens the widget on the sign-up itself.
    await portal.login.signUp({
      firstName: 'Lina',
      firstSurname: 'Ospina',
      email,
      password: PORTAL_PASSWORD,
    });
    await expect(portal.login.heading).toHaveText('Revisa tu correo');
    problems.push(...(await pageProblems(page, 'sign-up, the code')));
    await portal.open(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(portal.login.heading).toHaveText('Revisa tu correo');
    await portal.login.verify(await api.latestCode(email));
    await expect(portal.login.heading).toHaveText('Completa tus datos');
    problems.push(...(await pageProblems(page, 'sign-up, personal information')));
    // Left halfway and opened again: the personal step resumes.
    await portal.open('/personal-info');
    await expect(portal.login.heading).toHaveText('Completa tus datos');
    expect(problems).toEqual([]);
  });
});
