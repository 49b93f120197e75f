import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { signWebhookPayload, WEBHOOK_SIGNATURE_HEADER } from '../../packages/sdk/src/webhooks/index';
import { expect, test } from '../support/test';
import { ErpPage } from './erp-page';
import { currentBilling } from './support/billing-environment';
import { billingGet, billingPost, ownerToken } from './support/demo-owner';

/** The demo clinic's NIT (packages/api seeds it). */
const DEMO_NIT = '901456789';

interface ListedInvoice {
  id: string;
  number: string;
  lines: { subscription_id: string | null }[];
}

interface Delivery {
  id: string;
  event_type: string;
  status: string;
  attempts: { status_code: number | null }[];
}

/** The ERP example's webhook endpoint on the billing API, as its delivery log sees it. */
async function erpEndpoint(request: APIRequestContext, owner: string) {
  const { items: organizations } = await billingGet<{
    items: { id: string; taxpayer?: { document_number?: string } }[];
  }>(request, owner, '/organizations');
  const organization = organizations.find((item) => item.taxpayer?.document_number === DEMO_NIT);
  if (!organization) throw new Error('The billing API has no demo clinic.');
  const base = `/organizations/${organization.id}/webhook-endpoints`;
  const { items } = await billingGet<{ items: { id: string; url: string; enabled: boolean }[] }>(
    request,
    owner,
    base,
  );
  const endpoint = items.find((item) => item.url === `${currentBilling().erpOrigin}/webhooks/facturo`);
  if (!endpoint) throw new Error('The ERP example registered no webhook endpoint at start.');
  return { ...endpoint, path: `${base}/${endpoint.id}` };
}

test.describe('ERP integration example: Facturo webhooks update the page without polling', () => {
  test('paying an open invoice turns its row "Pagada" in seconds, without a reload', async ({
    page,
    request,
  }) => {
    const owner = await ownerToken(request);
    // A seeded open invoice without a subscription: paying it changes nothing another journey reads.
    const { items } = await billingGet<{ items: ListedInvoice[] }>(
      request,
      owner,
      '/invoices?status=unpaid&page_size=100',
    );
    const invoice = items.find((item) => item.lines.every((line) => line.subscription_id === null));
    if (!invoice) throw new Error('The billing API has no open invoice without a subscription to pay.');

    const erp = new ErpPage(page);
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/events');
    await erp.open('full');
    expect((await stream).headers()['content-type']).toContain('text/event-stream');
    await erp.invoices.getByRole('searchbox', { name: 'Buscar' }).fill(invoice.number);
    // By id: a search for FCT1041 also lists FCT10410.
    const row = erp.invoices.getByRole('row').filter({ has: page.locator(`[data-invoice="${invoice.id}"]`) });
    await expect(row).toContainText('Por pagar');

    // From here on: a reload would navigate the page again; the list fetching its page is the refresh.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const listFetches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('/api/v1/invoices')) listFetches.push(sent.url());
    });

    const card = await billingPost<{ id: string; payment_method_id: string }>(
      request,
      null,
      '/sandbox/card-tokens',
      {
        card_number: '4013540682746260',
        expiration_month: 11,
        expiration_year: new Date().getFullYear() + 3,
        security_code: '123',
        cardholder: { name: 'APRO' },
      },
    );
    const paid = await billingPost<{ payment: { status: string } }>(
      request,
      owner,
      `/invoices/${invoice.id}/pay`,
      { payment: { token: card.id, payment_method_id: card.payment_method_id, installments: 1 } },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(paid.payment.status).toBe('approved');

    // The API's sender looks every 2 s; the ERP server verifies the delivery and pushes it to the page.
    await expect(row).toContainText('Pagada', { timeout: 10_000 });
    await expect(erp.liveNotice).toHaveText(`Factura ${invoice.number} pagada`);
    await expect(page.locator('#live-notice-time')).toHaveText('hace un momento');
    expect(navigations).toEqual([]);
    expect(listFetches.length).toBeGreaterThan(0);

    // The ERP server accepted the signed delivery: the API's log of its endpoint records the 200.
    const endpoint = await erpEndpoint(request, owner);
    await expect
      .poll(async () => {
        const log = await billingGet<{ items: Delivery[] }>(request, owner, `${endpoint.path}/deliveries`);
        return log.items.some(
          (delivery) =>
            delivery.event_type === 'invoice.paid' &&
            delivery.status === 'succeeded' &&
            delivery.attempts.at(-1)?.status_code === 200,
        );
      })
      .toBe(true);
  });

  test('the webhook route refuses unsigned or forged deliveries and handles a repeated event once', async ({
    request,
  }) => {
    const billing = currentBilling();
    const url = `${billing.erpOrigin}/webhooks/facturo`;
    const { secret } = JSON.parse(await readFile(billing.webhookFile, 'utf8')) as { secret: string };
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      type: 'webhook.test',
      created_at: new Date().toISOString(),
      organization_id: crypto.randomUUID(),
      data: { object: { message: 'e2e' } },
    });
    const post = async (signature?: string) => {
      const response = await request.post(url, {
        data: body,
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { [WEBHOOK_SIGNATURE_HEADER]: signature } : {}),
        },
      });
      return { status: response.status(), body: await response.json() };
    };
    const now = Math.floor(Date.now() / 1000);
    const signed = (key: string, at = now) =>
      signWebhookPayload(key, at, body).then((value) => `t=${at},v1=${value}`);

    expect(await post()).toMatchObject({ status: 400, body: { reason: 'malformed' } });
    expect(await post(await signed('whsec_not-the-secret'))).toMatchObject({
      status: 400,
      body: { code: 'invalid_signature', reason: 'mismatch' },
    });
    expect(await post(await signed(secret, now - 3600))).toMatchObject({
      status: 400,
      body: { reason: 'expired' },
    });
    const good = await signed(secret);
    expect(await post(good)).toEqual({ status: 200, body: { received: true } });
    expect(await post(good)).toEqual({ status: 200, body: { received: true, duplicate: true } });

    // And Facturo's own test event, signed by the API, is accepted.
    const owner = await ownerToken(request);
    const endpoint = await erpEndpoint(request, owner);
    expect(endpoint.enabled).toBe(true);
    const delivery = await billingPost<Delivery>(request, owner, `${endpoint.path}/test`);
    expect(delivery.attempts.at(-1)?.status_code).toBe(200);
  });
});
