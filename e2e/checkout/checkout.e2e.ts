import { signUpUser } from '../portal/support/portal-users';
import { documentKeys, invoiceSchemaErrors, pdfText, savedDownload } from '../support/dian-documents';
import type {} from '../support/facturo-global';
import { expect, test } from '../support/test';
import { CheckoutWidget } from './checkout-widget';
import { asBuyer, buyerToken, type ListedInvoice } from './support/buyer-api';

// The partner page sells the plans; "Elegir plan" fills the shared cart and opens checkout.html.
async function openCheckout(page: import('@playwright/test').Page): Promise<CheckoutWidget> {
  await page.goto('/');
  await page.locator('#pricing-es').getByRole('button', { name: 'Elegir plan Básico, pago anual' }).click();
  await expect(page).toHaveURL(/\/checkout\.html\?plan=invoicing-basic-100&cycle=annual/);
  const checkout = new CheckoutWidget(page.locator('#checkout'));
  await expect(checkout.heading('Tu carrito')).toBeVisible();
  await expect(checkout.host.getByText('Básico', { exact: true })).toBeVisible();
  return checkout;
}

test.describe('checkout against the real API (sandbox provider)', () => {
  test('APRO: approved, the subscription is active and the invoice is paid in the invoice list', async ({
    page,
    request,
    api,
  }) => {
    const buyer = await signUpUser(request, api, 'apro', 'Camila');
    const checkout = await openCheckout(page);
    await checkout.reachPayment(buyer);
    await checkout.enterCard('APRO');
    await checkout.payButton.click();

    await expect(checkout.heading('Pago realizado con éxito')).toBeVisible({ timeout: 15_000 });
    // An electronic invoice, numbered under the numbering authorization (SETP in development).
    const number = (await checkout.host.getByText(/^SETP\d+$/).textContent()) ?? '';
    await expect(page.locator('#event-log')).toContainText('facturo-checkout-complete {"status":"approved"');

    const token = await buyerToken(page);
    const subscriptions = await asBuyer<{ items: { plan_id: string; status: string }[] }>(
      request,
      token,
      '/subscriptions',
    );
    expect(subscriptions.items).toEqual([
      expect.objectContaining({ plan_id: 'invoicing-basic-100', status: 'active' }),
    ]);

    // The invoice list on the same page shows the new invoice without a reload.
    const invoices = page.locator('#invoices');
    const row = invoices.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Pagada');
    await expect(row).toContainText('$ 180.000');

    // DIAN (the simulator in development) accepts it within moments; the list shows what the API says.
    const [listed] = (await asBuyer<{ items: ListedInvoice[] }>(request, token, `/invoices?search=${number}`))
      .items;
    await expect
      .poll(
        async () => (await asBuyer<ListedInvoice>(request, token, `/invoices/${listed?.id}`)).dian?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('accepted');
    await page.reload();
    await invoices.getByRole('button', { name: new RegExp(`^${number}`) }).click();
    const documents = invoices.getByRole('region', { name: 'Documentos electrónicos' });
    await expect(documents.getByText('Aceptada por la DIAN')).toBeVisible();
    const cufe = (await documents.locator('code').first().textContent()) ?? '';
    expect(cufe).toMatch(/^[0-9a-f]{96}$/);

    // The PDF and the XML download from the list; the XML is valid UBL 2.1 and its CUFE is its own.
    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        documents.getByRole('button', { name: `${name} de ${number}` }).click(),
      ]);
      return savedDownload(file);
    };
    const pdf = await download('Descargar PDF');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.path);
    expect(text).toContain(number);
    expect(text.replace(/\s+/g, '')).toContain(cufe);
    const xml = (await download('Descargar XML')).bytes.toString('utf8');
    expect(invoiceSchemaErrors(xml)).toEqual([]);
    const keys = await documentKeys(xml);
    expect(keys.stated).toBe(cufe);
    expect(keys.recomputed).toBe(cufe);
    expect(keys.qr).toContain(cufe);
  });

  test('CONT: in process, then approved by itself', async ({ page, request, api }) => {
    const buyer = await signUpUser(request, api, 'cont', 'Mateo');
    const checkout = await openCheckout(page);
    await checkout.reachPayment(buyer);
    await checkout.enterCard('CONT');
    await checkout.payButton.click();
    await expect(checkout.heading('Pago en proceso')).toBeVisible({ timeout: 15_000 });
    await expect(checkout.heading('Pago realizado con éxito')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#event-log')).toContainText('"status":"in_process"');
    await expect(page.locator('#event-log')).toContainText('"status":"approved"');
  });

  test('OTHE: rejected with the reason; another card succeeds, and exactly one charge exists', async ({
    page,
    request,
    api,
  }) => {
    const buyer = await signUpUser(request, api, 'othe', 'Sofía');
    const checkout = await openCheckout(page);
    await checkout.reachPayment(buyer);
    await checkout.enterCard('OTHE');
    await checkout.payButton.click();
    await expect(checkout.heading('Pago rechazado')).toBeVisible({ timeout: 15_000 });
    await expect(
      checkout.host.getByText(
        'Tu banco rechazó el pago. Intenta con otra tarjeta o comunícate con tu banco.',
      ),
    ).toBeVisible();

    await checkout.host.getByRole('button', { name: 'Intentar con otra tarjeta' }).click();
    await expect(checkout.heading('Pago')).toBeVisible();
    await checkout.enterCard('APRO');
    await checkout.payButton.click();
    await expect(checkout.heading('Pago realizado con éxito')).toBeVisible({ timeout: 15_000 });

    const token = await buyerToken(page);
    const { items } = await asBuyer<{ items: ListedInvoice[] }>(request, token, '/invoices?page_size=100');
    const approved = items
      .flatMap((invoice) => invoice.payments)
      .filter((payment) => payment.status === 'approved');
    expect(approved).toHaveLength(1);
    // The rejected attempt issued no invoice (no number used): only the paid one exists.
    expect(items.map((invoice) => invoice.status)).toEqual(['paid']);
  });

  test('a double click on pay creates one payment', async ({ page, request, api }) => {
    const buyer = await signUpUser(request, api, 'doble', 'Andrés');
    const checkout = await openCheckout(page);
    await checkout.reachPayment(buyer);
    await checkout.enterCard('APRO');
    const purchases: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/checkout'))
        purchases.push(sent.url());
    });
    await checkout.payButton.dblclick();
    await expect(checkout.heading('Pago realizado con éxito')).toBeVisible({ timeout: 15_000 });
    expect(purchases).toHaveLength(1);
    const token = await buyerToken(page);
    const { items } = await asBuyer<{ items: ListedInvoice[] }>(request, token, '/invoices');
    expect(items.flatMap((invoice) => invoice.payments)).toHaveLength(1);
  });

  test('PSE: to the sandbox bank, approve, back on the page with the result and the invoice paid by PSE', async ({
    page,
    request,
    api,
  }) => {
    const buyer = await signUpUser(request, api, 'pse', 'Valentina');
    const checkout = await openCheckout(page);
    await checkout.reachPayment(buyer);
    await checkout.host.getByRole('radio', { name: 'PSE: débito desde tu cuenta bancaria' }).check();
    await checkout.host.getByLabel('Banco', { exact: true }).selectOption({ label: 'Bancolombia' });
    await checkout.host.getByLabel('Número de documento').fill('1020304050');
    await checkout.host.getByRole('button', { name: /^Ir a mi banco a pagar \$/ }).click();

    // The sandbox's bank page, on the API: Spanish, the amount, four answers.
    await expect(page.getByRole('heading', { name: 'Bancolombia' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('$ 180.000')).toBeVisible();
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();

    // Back on the partner's checkout page, which shows that payment's result.
    await expect(page).toHaveURL(/\/checkout\.html\?.*facturo_payment_id=[0-9a-f-]{36}/);
    const back = new CheckoutWidget(page.locator('#checkout'));
    await expect(back.heading('Pago realizado con éxito')).toBeVisible({ timeout: 15_000 });
    await expect(back.host.getByText(/^SETP\d+$/)).toBeVisible();

    const token = await buyerToken(page);
    const { items } = await asBuyer<{
      items: (ListedInvoice & { payments: { bank: string | null; bank_transfer_id: string | null }[] })[];
    }>(request, token, '/invoices');
    expect(items.map((invoice) => invoice.status)).toEqual(['paid']);
    expect(items[0]?.payments).toEqual([
      expect.objectContaining({
        status: 'approved',
        bank: 'Bancolombia',
        bank_transfer_id: expect.any(String),
      }),
    ]);
  });
});
