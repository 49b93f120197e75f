import { pricePlan } from '@facturo/sdk/billing';
import type { Plan } from '@facturo/sdk/schemas';
import { getConnection } from '@facturo/widgets';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { flattenRoutes } from '../../src/router/build-routes';
import { isPublicRoute } from '../../src/router/guard-loader';
import { appRoutes } from '../../src/routes/index';
import { renderPortal } from '../support/render-portal';

const PLAN: Plan = {
  id: 'invoicing-basic',
  serviceId: 'electronic_invoicing',
  name: { es: 'Básico', en: 'Basic' },
  documentsIncluded: 300,
  documentsPeriod: 'year',
  monthlyPrice: 30_000,
  annualPrice: 300_000,
  ivaTreatment: 'iva_19',
  features: { es: ['Soporte por correo'], en: ['E-mail support'] },
  highlighted: false,
  sortOrder: 1,
};

const api = {
  'GET /services': () => ({ body: { items: [] } }),
  'GET /plans': () => ({ body: { items: [pricePlan(PLAN)] } }),
};

// A marketing-only deployment: the landing page and nothing that signs anybody in.
const marketing = { justLandingPage: true, allowAuth: false };

describe('a deployment without accounts (allowAuth: false)', () => {
  test('only pages without sign-in are public in the route table', () => {
    const publicNames = (allowAuth: boolean) =>
      new Set(
        flattenRoutes(appRoutes)
          .filter((route) => isPublicRoute(route.handle, allowAuth))
          .map((route) => route.handle.name),
      );
    expect([...publicNames(false)].sort()).toEqual([
      'coming-soon',
      'front-pages-pricing',
      'help-center',
      'help-center-article',
      'landing-page',
      'legal-privacy',
      'legal-terms',
      'not-authorized',
      'not-found',
    ]);
    // With accounts, the bag and the checkout are public: the checkout signs the buyer in inline.
    expect([...publicNames(true)]).toEqual(expect.arrayContaining(['checkout-cart', 'checkout']));
  });

  test.each(['/checkout-cart', '/checkout', '/payments?payment=pay_1'])(
    '%s sends the visitor back to the landing page',
    async (path) => {
      const { router } = await renderPortal({ path, config: marketing, api });
      await waitFor(() => expect(router.state.location.pathname).toBe('/landing-page'));
    },
  );

  test('the header has no bag and no sign-in; a plan leads to the contact form, not the cart', async () => {
    const view = await renderPortal({ path: '/landing-page', config: marketing, api });
    await view.findByRole('heading', { level: 1, name: /Factura electrónica sin enredos/ });
    // The page's first banner is the website's header (sections have their own `<header>`s).
    const header = view.getAllByRole('banner')[0] as HTMLElement;
    expect(within(header).queryByRole('link', { name: /Carrito/ })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();

    const table = view.container.querySelector('[data-facturo-widget="pricing-table"]') as HTMLElement;
    fireEvent.click(await within(table).findByRole('button', { name: /^Elegir plan/ }));
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.hash}`).toBe(
        '/landing-page#contact',
      ),
    );
    expect(getConnection(view.services.config).cart.getSnapshot().count).toBe(0);
  });

  test('with accounts, the same plan goes into the bag and opens it', async () => {
    const view = await renderPortal({ path: '/landing-page', config: { justLandingPage: true }, api });
    const table = (await view.findByRole('heading', { level: 1 })).ownerDocument.querySelector(
      '[data-facturo-widget="pricing-table"]',
    ) as HTMLElement;
    fireEvent.click(await within(table).findByRole('button', { name: /^Elegir plan/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout-cart'));
    expect(
      within(view.getAllByRole('banner')[0] as HTMLElement).getByRole('link', { name: /Carrito/ }),
    ).toBeTruthy();
  });
});
