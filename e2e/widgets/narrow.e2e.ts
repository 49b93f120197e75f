import type { Locator, Page } from '@playwright/test';
import { CheckoutWidget } from '../checkout/checkout-widget';
import { PartnerPage } from '../pages/partner-page';
import { signUpUser } from '../portal/support/portal-users';
import { expect, test } from '../support/test';

// The narrowest phone the widgets promise to support (issue 6: "responsive from 320 px").
test.use({ viewport: { width: 320, height: 640 } });

/**
 * '' when nothing inside `host` (its shadow root included) sticks out sideways; otherwise its
 * scrollWidth against its clientWidth and the outermost element past its right edge, to name the culprit.
 */
function horizontalOverflow(host: Locator): Promise<string> {
  return host.evaluate((element) => {
    if (element.scrollWidth <= element.clientWidth) return '';
    const edge = element.getBoundingClientRect().right;
    // The shadow root's content, and the light DOM (the checkout's slotted card form).
    const inside = [...(element.shadowRoot?.querySelectorAll('*') ?? []), ...element.querySelectorAll('*')];
    const culprit = inside.find((node) => node.getBoundingClientRect().right > edge + 0.5);
    const name = culprit
      ? `${culprit.localName}.${[...culprit.classList].join('.')} "${(culprit.textContent ?? '').trim().slice(0, 40)}" (right edge ${Math.round(culprit.getBoundingClientRect().right)} px)`
      : 'no single element';
    return `scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}; past the edge: ${name}`;
  });
}

/** '' when the page itself does not scroll sideways. */
function documentOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth <= clientWidth
      ? ''
      : `document scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`;
  });
}

// Soft: one run names every widget and screen that overflows, not only the first.
const softly = expect.configure({ soft: true });

/** Both checks, retried while the layout settles (fonts, late data): it settles in well under 3 s. */
async function expectNoOverflow(page: Page, widget: Locator, label: string): Promise<void> {
  await softly.poll(() => horizontalOverflow(widget), { message: label, timeout: 3_000 }).toBe('');
  await softly.poll(() => documentOverflow(page), { message: `${label}: the page`, timeout: 3_000 }).toBe('');
}

test.describe('the widgets at 320 px', () => {
  test('the pricing tables and the login fit the width', async ({ page, api }) => {
    const partner = new PartnerPage(page);
    await partner.open();
    const plans = await api.planCount('electronic_invoicing');
    await expect(partner.spanishTable.cards).toHaveCount(plans);
    await expect(partner.englishTable.cards).toHaveCount(plans);
    await expectNoOverflow(page, partner.spanishTable.host, 'pricing table (es)');
    await expectNoOverflow(page, partner.englishTable.host, 'pricing table (en)');

    await expect(partner.login.heading).toBeVisible();
    await expectNoOverflow(page, partner.login.host, 'login');
    await partner.login.host.getByRole('button', { name: 'Crea una' }).click();
    await expect(partner.login.host.getByLabel('Confirma la contraseña')).toBeVisible();
    await expectNoOverflow(page, partner.login.host, 'login: sign-up');
  });

  test('the checkout fits the width from the bag to the payment', async ({ page, request, api }) => {
    const buyer = await signUpUser(request, api, 'narrow', 'Sara');
    await page.goto('/');
    await page.locator('#pricing-es').getByRole('button', { name: 'Elegir plan Básico, pago anual' }).click();
    const checkout = new CheckoutWidget(page.locator('#checkout'));
    await expect(checkout.host.getByText('Básico', { exact: true })).toBeVisible();
    await expectNoOverflow(page, checkout.host, 'checkout: bag');

    await checkout.host.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(checkout.host.getByText('Debes iniciar sesión para continuar con la compra.')).toBeVisible();
    await expectNoOverflow(page, checkout.host, 'checkout: login');

    await checkout.login.logIn(buyer.email, buyer.password);
    await expect(checkout.heading('Datos de facturación')).toBeVisible();
    // The profile fills the form once it arrives; typing first would leave the rest empty.
    await expect(checkout.host.getByLabel('Primer nombre')).not.toHaveValue('');
    await checkout.fillAddress();
    await expectNoOverflow(page, checkout.host, 'checkout: billing information');

    await checkout.host.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(checkout.heading('Pago')).toBeVisible();
    await expect(
      checkout.host.locator('iframe').contentFrame().getByLabel('Número de la tarjeta'),
    ).toBeVisible();
    await expectNoOverflow(page, checkout.host, 'checkout: payment');
  });
});
