import { PricingTableWidget } from '../pages/pricing-table';
import { expect, test } from '../support/test';
import { currentReactHost } from './support/react-host-environment';

test.describe('React host (examples/react-host)', () => {
  test('renders the widgets from the API, and a chosen plan lands in the checkout bag on the same page', async ({
    page,
    api,
  }) => {
    const origin = currentReactHost();
    await page.goto(`${origin}/`);
    const plans = new PricingTableWidget(
      page.getByRole('region', { name: 'Activa la facturación electrónica' }),
    );
    const checkout = page.getByRole('region', { name: 'Tu compra' });
    await expect(plans.cards).toHaveCount(await api.planCount('electronic_invoicing'));
    await expect(
      page.getByRole('complementary', { name: 'Cuenta' }).getByRole('button', { name: 'Iniciar sesión' }),
    ).toBeVisible();
    await expect(checkout.getByText('Tu carrito está vacío')).toBeVisible();

    // The plans are on this page: the app cancels the checkout's default (going back in history).
    await checkout.getByRole('button', { name: 'Ver los planes' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activa la facturación electrónica' }),
    ).toBeFocused();

    await plans.selectPlan('Emprendedor');
    await expect(
      page.getByRole('status').filter({ hasText: 'Agregaste un plan anual a tu carrito' }),
    ).toBeVisible();
    const bag = checkout.getByRole('list', { name: 'Planes en tu carrito' });
    await expect(bag.getByRole('listitem')).toHaveCount(1);
    await expect(bag).toContainText('Emprendedor');
    await expect(checkout.getByRole('button', { name: 'Continuar', exact: true })).toBeVisible();
    expect(page.url()).toBe(`${origin}/`);
  });
});
