import { expect, test } from '../support/test';
import { ErpPage } from './erp-page';
import { currentBilling } from './support/billing-environment';

test.describe('ERP integration example (widget sessions minted with an API key)', () => {
  test('full access: the widgets use the minted token; export and billing-date change are offered', async ({
    page,
  }) => {
    const erp = new ErpPage(page);
    await erp.open('full');
    await expect(erp.note).toContainText('Acceso completo');
    await expect(erp.invoices.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    await expect(erp.invoices.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
    await expect(
      erp.billingDate.getByRole('radio', { name: /Todos los servicios el mismo día/ }),
    ).toBeVisible();
  });

  test('the widgets are mounted only once their token is here: never "Inicia sesión" first', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/widget-session?*', async (route) => {
      await released;
      await route.continue();
    });
    const erp = new ErpPage(page);
    await erp.open('full');
    await expect(page.getByText('Conectando con Facturo…')).toHaveCount(2);
    await expect(page.locator('facturo-invoice-list, facturo-billing-date')).toHaveCount(0);
    await expect(page.getByText(/Inicia sesión/)).toHaveCount(0);
    release();
    await expect(erp.invoices.getByRole('table', { name: /Facturas/ })).toBeVisible();
    await expect(
      erp.billingDate.getByRole('radio', { name: /Todos los servicios el mismo día/ }),
    ).toBeVisible();
    await expect(page.getByText('Conectando con Facturo…')).toHaveCount(0);
    await expect(page.getByText(/Inicia sesión/)).toHaveCount(0);
  });

  test('a read-only token cannot export, and the API refuses it too', async ({ page }) => {
    const erp = new ErpPage(page);
    await erp.open('read-only');
    await expect(erp.invoices.getByRole('table', { name: /Facturas/ })).toBeVisible();
    await expect(erp.invoices.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
    await expect(erp.invoices.getByRole('button', { name: 'Exportar Excel' })).toHaveCount(0);
    await expect(
      erp.billingDate.getByText('Con este acceso puedes consultar la fecha de cobro, pero no cambiarla.'),
    ).toBeVisible();
    await expect(erp.billingDate.getByRole('radio')).toHaveCount(0);

    // Hiding the button is a courtesy; the API is the boundary.
    const token = await erp.accessToken();
    const answer = await page.evaluate(
      async ({ base, token }) => {
        const response = await fetch(`${base}/invoices/export.csv`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return { status: response.status, code: (await response.json()).code };
      },
      { base: currentBilling().apiBase, token },
    );
    expect(answer).toEqual({ status: 403, code: 'scope_missing' });
  });

  test('row activation is announced to the host page (deep link) and the detail opens', async ({ page }) => {
    const erp = new ErpPage(page);
    await erp.open('full');
    const first = erp.invoices.getByRole('rowheader').first().getByRole('button');
    await first.focus();
    await page.keyboard.press('Enter');
    // Electronic invoices (SETP… under the development authorization) or older ones (FCT…).
    await expect(page.locator('#deep-link')).toContainText(/factura [A-Z]+\d+ abierta en Cuentas por pagar/);
    await expect(erp.invoices.getByRole('heading', { name: /^Factura [A-Z]+\d+$/ })).toBeFocused();
    await expect(erp.invoices.getByRole('table', { name: 'Detalle de la factura' })).toBeVisible();
  });
});
