// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

describe('checkout, billing date and invoice list on the server', () => {
  test('render to HTML without a DOM (loading states, nothing defined or fetched)', async () => {
    const { BillingDate, Checkout, InvoiceList, preloadTexts } = await import('../../src/index');
    await preloadTexts('es', ['checkout', 'billing-date', 'invoice-list']);
    expect(globalThis.document).toBeUndefined();
    expect(renderToString(<Checkout demo />)).toContain('Cargando tu carrito…');
    expect(renderToString(<BillingDate demo />)).toContain('Fecha de cobro');
    expect(renderToString(<InvoiceList demo />)).toContain('Cargando facturas…');
  });
});
