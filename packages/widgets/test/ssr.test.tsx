// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

describe('the React entry on the server', () => {
  test('imports without a DOM and defines no element', async () => {
    expect(globalThis.document).toBeUndefined();
    expect(globalThis.customElements).toBeUndefined();
    const widgets = await import('../src/index');
    expect(typeof widgets.PricingTable).toBe('function');
    expect(typeof widgets.Login).toBe('function');
  });

  test('renders a widget to HTML (loading state for server data, the form for login)', async () => {
    const { Login, PricingTable, preloadTexts } = await import('../src/index');
    // Texts download on demand in browsers; a server render preloads them first.
    await preloadTexts('es');
    await preloadTexts('en');
    const table = renderToString(<PricingTable demo service="electronic_invoicing" />);
    expect(table).toContain('data-facturo-widget="pricing-table"');
    expect(table).toContain('Cargando planes…');
    const login = renderToString(<Login locale="en" theme="dark" />);
    expect(login).toContain('data-theme="dark"');
    expect(login).toContain('Log in');
  });
});
