import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';
import { Checkout } from '../../src/index';
import * as navigation from '../../src/runtime/core/navigation';
import { apiError } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fakeConnection, signIn, subscription, wire } from '../support/billing';
import { sandboxCardForm, serveCheckout } from '../support/checkout';
import { payButton, reachPayment } from '../support/checkout-journey';
import { AFTER_RETRIES, FAKE_API_BASE } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';

/** The text of an element with spaces (and the no-break space after `$`) normalised. */
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('<Checkout> — bag', () => {
  test('each plan with its cycle switch, IVA by treatment, total; quantity only for plans bought by the unit', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serveCheckout({
      routes: {
        'GET /plans': async () => {
          await answered;
          return { body: planListBody(demoCatalogue()) };
        },
      },
    });
    const cart = fakeConnection().cart;
    cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    cart.add({ planId: 'certificate-2y', cycle: 'annual', quantity: 2 });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    expect(screen.getByText('Cargando tu carrito…')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
    answer();
    const bag = await screen.findByRole('list', { name: 'Planes en tu carrito' });
    const [pyme, certificate] = within(bag).getAllByRole('listitem') as HTMLElement[];

    expect(text(pyme as HTMLElement)).toContain('Facturación electrónica');
    expect(text(pyme as HTMLElement)).toContain('$ 593.810');
    expect(text(pyme as HTMLElement)).toContain('IVA 19 %: $ 94.810');
    expect(within(pyme as HTMLElement).queryByLabelText('Cantidad')).toBeNull();
    expect(within(certificate as HTMLElement).getByLabelText('Cantidad')).toBeTruthy();
    // A term, as the pricing table sells it ("pago único"): paid once for its validity, not a year.
    expect(text(certificate as HTMLElement)).toContain('Pago único · Vigencia de 2 años');
    expect(text(certificate as HTMLElement)).not.toContain('anual');
    const summary = screen.getByRole('complementary', { name: 'Resumen de tu compra' });
    expect(text(summary)).toContain('Total a pagar');
    expect(text(summary)).toContain('Pago único · Vigencia de 2 años');
    expect(text(summary)).not.toMatch(/Certificado digital · Anual/);
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(within(pyme as HTMLElement).getByRole('radio', { name: 'Mensual' }));
    expect(cart.items[0]).toEqual({ planId: 'invoicing-pyme-600', cycle: 'monthly', quantity: 1 });
    await waitFor(() => expect(text(pyme as HTMLElement)).toContain('$ 59.381'));

    await userEvent.selectOptions(within(certificate as HTMLElement).getByLabelText('Cantidad'), '3');
    expect(cart.items[1]?.quantity).toBe(3);
    await waitFor(() => expect(text(certificate as HTMLElement)).toContain('3 × $ 498.610 c/u'));

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Pyme del carrito' }));
    expect(cart.items.map((item) => item.planId)).toEqual(['certificate-2y']);
  });

  test('an empty bag offers the way back to the plans', async () => {
    serveCheckout();
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} plansUrl="/planes" />);
    expect(await screen.findByText('Tu carrito está vacío')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los planes' }).getAttribute('href')).toBe('/planes');
    await expectNoSeriousA11yViolations(document.body);
  });

  test('without plans-url, "Ver los planes" asks the page (facturo-checkout-browse-plans), else goes back', async () => {
    serveCheckout();
    // A page was visited before the checkout in this tab.
    history.pushState(null, '', '/checkout');
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const onCheckoutBrowsePlans = vi.fn();
    const { rerender } = await renderWidget(
      <Checkout apiBase={FAKE_API_BASE} onCheckoutBrowsePlans={onCheckoutBrowsePlans} />,
    );
    expect(await screen.findByText('Tu carrito está vacío')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ver los planes' }));
    expect(onCheckoutBrowsePlans.mock.calls[0]?.[0].detail).toEqual({ reason: 'empty-bag' });
    expect(back).toHaveBeenCalledOnce();
    await expectNoSeriousA11yViolations(document.body);

    // A page that shows its plans itself cancels the event: the checkout stays where it is.
    await rerender(
      <Checkout apiBase={FAKE_API_BASE} onCheckoutBrowsePlans={(event) => event.preventDefault()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver los planes' }));
    expect(back).toHaveBeenCalledOnce();
  });

  test('a plan no longer sold must be removed before continuing', async () => {
    serveCheckout();
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    fakeConnection().cart.add({ planId: 'retired-plan', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    expect(
      await screen.findByText('Un plan de tu carrito ya no está a la venta. Quítalo para continuar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar los planes no disponibles' }));
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  test('with checkout-url, continue goes to that page', async () => {
    serveCheckout();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} step="bag" checkoutUrl="/checkout" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(navigate).toHaveBeenCalledWith('/checkout');
  });

  test('plans that fail to load show the reason and a retry', async () => {
    let fail = true;
    serveCheckout({
      routes: { 'GET /plans': () => (fail ? apiError(503, 'try_again_later') : { body: { items: [] } }) },
    });
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} locale="en" />);
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    expect(alert.textContent).toContain('We could not load your cart');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Some plans are no longer available')).toBeTruthy();
  });
});

describe('<Checkout> — plans the organization already has', () => {
  test('a held plan is marked in the bag and blocks continuing until it is removed', async () => {
    signIn();
    serveCheckout({
      routes: { 'GET /subscriptions': () => wire({ items: [subscription()] }) },
    });
    const cart = fakeConnection().cart;
    cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    cart.add({ planId: 'certificate-2y', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    const bag = await screen.findByRole('list', { name: 'Planes en tu carrito' });
    const [pyme, certificate] = within(bag).getAllByRole('listitem') as HTMLElement[];
    await waitFor(() => expect(within(pyme as HTMLElement).getByText('Ya tienes este plan')).toBeTruthy());
    expect(within(certificate as HTMLElement).queryByText(/Ya tienes/)).toBeNull();
    expect(screen.getByText('Tu organización ya tiene estos servicios')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar de la bolsa' }));
    expect(cart.items.map((item) => item.planId)).toEqual(['certificate-2y']);
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  test('the API refusing a plan bought meanwhile (409) is explained in the buyer’s language', async () => {
    signIn();
    const api = serveCheckout({
      routes: {
        'POST /checkout': () => apiError(409, 'plan_already_owned'),
      },
    });
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Esta organización ya tiene un plan de este servicio',
    );
    // What the organization holds is asked again, so going back to the bag marks the plan.
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/subscriptions').length).toBeGreaterThan(1),
    );
  });
});
