// What build/docs-screenshots.ts photographs for docs/embedding.md: each shot is a page with one widget
// in demo mode (no API), a width, and the steps that bring the widget to the state the image shows.
import type { Locator, Page } from '@playwright/test';

/** One image of docs/images. */
export interface Shot {
  /** The file name without `.png`. */
  name: string;
  /** The viewport width; the image is as tall as the page's `<main>`. */
  width: number;
  html: string;
  /** What must be on screen (inside the widget) before `prepare` runs; a form or a card by default. */
  ready?: string;
  prepare?: (page: Page) => Promise<void>;
}

/**
 * A page with `body` in `<main>`, the script tag, and one of the shot backgrounds (light, dark, sand).
 * `phone` gives the page the narrow margins of a phone layout instead of a desktop's.
 */
export function shotPage(body: string, background: 'light' | 'dark' | 'sand', phone = false): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/shot.css"><script src="/facturo/facturo.js" async></script></head>
<body class="${background}${phone ? ' phone' : ''}"><main>${body}</main></body></html>`;
}

/** Waits until the field's value is not empty (a prefill that arrives after the form shows). */
async function filled(field: Locator): Promise<void> {
  await field.waitFor();
  for (let attempt = 0; attempt < 100 && (await field.inputValue()) === ''; attempt += 1) {
    await field.page().waitForTimeout(50);
  }
}

/** The demo checkout from its sample bag to the payment step (the billing information is prefilled). */
async function toBilling(page: Page): Promise<Locator> {
  const checkout = page.locator('facturo-checkout');
  await checkout.getByRole('button', { name: 'Continuar', exact: true }).click();
  await checkout.getByRole('heading', { name: 'Datos de facturación' }).waitFor();
  await filled(checkout.getByLabel('Número de documento'));
  await filled(checkout.getByLabel('Dirección', { exact: true }));
  return checkout;
}

async function toPayment(page: Page): Promise<Locator> {
  const checkout = await toBilling(page);
  await checkout.getByRole('button', { name: 'Continuar al pago' }).click();
  await checkout.getByRole('heading', { name: 'Pago', exact: true }).waitFor();
  return checkout;
}

const checkout = (attributes: string) => `<facturo-checkout demo ${attributes}></facturo-checkout>`;
const invoiceList = (attributes: string) =>
  `<facturo-invoice-list demo page-size="5" ${attributes}></facturo-invoice-list>`;

/** The checkout, the billing-date selector and the invoice list (widgets, part 2). */
export const BILLING_SHOTS: Shot[] = [
  {
    name: 'checkout-bag-light',
    width: 1040,
    html: shotPage(checkout('theme="light"'), 'light'),
    ready: 'li',
  },
  {
    name: 'checkout-billing-light',
    width: 1040,
    html: shotPage(checkout('theme="light"'), 'light'),
    ready: 'li',
    prepare: async (page) => {
      await toBilling(page);
    },
  },
  {
    name: 'checkout-payment-dark',
    width: 1040,
    html: shotPage(checkout('theme="dark"'), 'dark'),
    ready: 'li',
    prepare: async (page) => {
      await toPayment(page);
    },
  },
  {
    name: 'checkout-result-mobile',
    width: 360,
    html: shotPage(checkout('theme="light"'), 'light', true),
    ready: 'li',
    prepare: async (page) => {
      const widget = await toPayment(page);
      await widget.getByRole('button', { name: /^Pagar \$/ }).click();
      await widget.getByRole('heading', { name: 'Pago realizado con éxito' }).waitFor();
    },
  },
  {
    name: 'billing-date-light',
    width: 1040,
    html: shotPage('<facturo-billing-date demo theme="light"></facturo-billing-date>', 'light'),
    ready: 'fieldset',
    prepare: async (page) => {
      const widget = page.locator('facturo-billing-date');
      await widget.getByLabel('Todos los servicios el mismo día').check();
      await widget.getByLabel('Día del mes', { exact: true }).selectOption({ label: 'Día 15' });
      await widget.getByRole('table', { name: 'Lo que cambia en cada servicio' }).waitFor();
    },
  },
  {
    name: 'invoice-list-light',
    width: 1240,
    html: shotPage(invoiceList('theme="light"'), 'light'),
    ready: 'tbody tr',
  },
  {
    name: 'invoice-list-dark',
    width: 1240,
    html: shotPage(invoiceList('theme="dark"'), 'dark'),
    ready: 'tbody tr',
  },
  {
    name: 'invoice-list-mobile',
    width: 360,
    html: shotPage(invoiceList('theme="light"'), 'light', true),
    ready: 'tbody tr',
  },
];
