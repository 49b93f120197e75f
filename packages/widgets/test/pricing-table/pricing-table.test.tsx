import { parseConfig } from '@facturo/sdk/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PricingTable } from '../../src/index';
import { getConnection } from '../../src/runtime/core/connection/api-connection';
import * as navigation from '../../src/runtime/core/navigation';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ORGANIZATION_ID, organization, signIn, subscription, wire } from '../support/billing';
import { AFTER_RETRIES, FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';

// Testing Library normalises the no-break space formatCOP puts after `$` to a plain space.
function servePlans(body: unknown = planListBody(), status = 200) {
  return fakeApi({ 'GET /plans': () => ({ status, body }) });
}

describe('<PricingTable>', () => {
  test('shows a loading skeleton, then the plans of the service from GET /plans', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = fakeApi({
      'GET /plans': async () => {
        await answered;
        return { status: 200, body: planListBody() };
      },
    });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    expect(screen.getByRole('status').textContent).toContain('Cargando planes…');
    answer();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Emprendedor',
      'Pyme',
      'Empresarial',
    ]);
    expect(api.requests[0]?.query.get('service')).toBe('electronic_invoicing');
  });

  test('annual by default: COP price, IVA label, monthly equivalent, saving badge, value per document', async () => {
    servePlans();
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    const pyme = within((await screen.findAllByRole('article'))[1] as HTMLElement);
    expect(pyme.getByText('$ 499.000')).toBeTruthy();
    expect(pyme.getByText('/ año')).toBeTruthy();
    expect(pyme.getByText('+ IVA')).toBeTruthy();
    expect(pyme.getByText('Equivale a $ 41.583 al mes')).toBeTruthy();
    expect(pyme.getByText('Ahorra 16 %')).toBeTruthy();
    expect(pyme.getByText('600 documentos al año')).toBeTruthy();
    expect(pyme.getByText('$ 832 por documento')).toBeTruthy();
    expect(pyme.getByText('Recomendado')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Anual/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Ahorra hasta 16 %')).toBeTruthy();
  });

  test('the toggle switches every card to monthly prices and dispatches facturo-cycle-change', async () => {
    servePlans();
    const onCycleChange = vi.fn();
    await renderWidget(
      <PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" onCycleChange={onCycleChange} />,
    );
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('radio', { name: 'Mensual' }));
    const pyme = within(screen.getAllByRole('article')[1] as HTMLElement);
    expect(pyme.getByText('$ 49.900')).toBeTruthy();
    expect(pyme.getByText('/ mes')).toBeTruthy();
    expect(pyme.queryByText('Ahorra 16 %')).toBeNull();
    expect(pyme.getByText('$ 998 por documento')).toBeTruthy();
    expect(onCycleChange).toHaveBeenCalledOnce();
    expect(onCycleChange.mock.calls[0]?.[0].detail).toEqual({ cycle: 'monthly' });
  });

  test('choosing a plan dispatches facturo-plan-select, fills the shared cart and goes to checkout-url', async () => {
    servePlans();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const onPlanSelect = vi.fn();
    const { container } = await renderWidget(
      <PricingTable
        apiBase={FAKE_API_BASE}
        service="electronic_invoicing"
        cycle="monthly"
        checkoutUrl="https://shop.test/checkout"
        onPlanSelect={onPlanSelect}
      />,
    );
    const domListener = vi.fn();
    container.addEventListener('facturo-plan-select', domListener);
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir plan Pyme, pago mensual' }));
    expect(domListener).toHaveBeenCalledOnce();
    expect(onPlanSelect.mock.calls[0]?.[0].detail).toEqual({
      planId: 'invoicing-pyme-600',
      cycle: 'monthly',
    });
    const cart = getConnection(parseConfig({ apiBaseUrl: FAKE_API_BASE })).cart;
    expect(cart.items).toEqual([{ planId: 'invoicing-pyme-600', cycle: 'monthly', quantity: 1 }]);
    expect(navigate).toHaveBeenCalledWith('https://shop.test/checkout?plan=invoicing-pyme-600&cycle=monthly');
  });

  test('a listener that cancels facturo-plan-select keeps the cart and the page as they are', async () => {
    servePlans();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    await renderWidget(
      <PricingTable
        apiBase={FAKE_API_BASE}
        service="electronic_invoicing"
        checkoutUrl="/checkout"
        onPlanSelect={(event) => event.preventDefault()}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir plan Emprendedor, pago anual' }));
    expect(getConnection(parseConfig({ apiBaseUrl: FAKE_API_BASE })).cart.items).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a failed load shows the translated reason and retries', async () => {
    const api = servePlans({ code: 'try_again_later', message: 'boom', field_errors: {} }, 503);
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" locale="en" />);
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    // The table asked three times: the transport retries a GET that a gateway answered 503.
    expect(api.fetch).toHaveBeenCalledTimes(3);
    expect(alert.textContent).toContain('We could not load the plans');
    expect(alert.textContent).toContain('Something went wrong, please try again later.');
    api.fetch.mockImplementation(
      async () =>
        new Response(JSON.stringify(planListBody()), { headers: { 'Content-Type': 'application/json' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  test('a service without plans shows the empty state', async () => {
    servePlans(planListBody([]));
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="einvoicing_api" />);
    expect(await screen.findByText('Todavía no hay planes para este servicio')).toBeTruthy();
  });

  test('an answer that is not a plan list is an error, not a crash', async () => {
    servePlans({ items: [{ id: 'x' }] });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos cargar los planes');
  });

  test('demo renders the built-in catalogue without any request', async () => {
    const api = servePlans();
    await renderWidget(<PricingTable demo service="digital_certificate" cycle="monthly" />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('Vigencia de 2 años')).toBeTruthy();
    // Annual-only plans show their one-time price and no toggle.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByText('pago único')).toBeTruthy();
    expect(screen.getByText('Datos de ejemplo')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('two tables of the same service share one request', async () => {
    const api = servePlans();
    await renderWidget(
      <>
        <PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />
        <PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" locale="en" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('heading', { name: 'Small business' })).toHaveLength(1);
  });

  test.each(['loading', 'plans', 'error', 'empty'] as const)(
    'has no serious accessibility violations: %s',
    async (state) => {
      if (state === 'loading') fakeApi({ 'GET /plans': () => new Promise(() => {}) });
      if (state === 'plans') servePlans();
      if (state === 'error') servePlans({}, 500);
      if (state === 'empty') servePlans(planListBody([]));
      const { container } = await renderWidget(
        <PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />,
      );
      if (state === 'plans') await screen.findAllByRole('article');
      if (state === 'error') await screen.findByRole('alert');
      if (state === 'empty') await screen.findByText('Todavía no hay planes para este servicio');
      await expectNoSeriousA11yViolations(container);
    },
  );
});

describe('<PricingTable> for a signed-in buyer', () => {
  test('a plan the organization has says "Ya tienes este plan" instead of a buy button; its siblings say so of the service', async () => {
    signIn();
    const api = fakeApi({
      'GET /plans': () => ({ body: planListBody() }),
      'GET /organizations': () => wire({ items: [organization()] }),
      'GET /subscriptions': () =>
        wire({ items: [subscription(), subscription({ planId: 'pos-basic', serviceId: 'point_of_sale' })] }),
    });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    const [entrepreneur, pyme] = (await screen.findAllByRole('article')) as HTMLElement[];
    await waitFor(() => expect(within(pyme as HTMLElement).getByText('Ya tienes este plan')).toBeTruthy());
    expect(within(pyme as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(entrepreneur as HTMLElement).getByText('Ya tienes un plan de este servicio')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Elegir plan/ })).toHaveLength(0);
    expect(
      api.requests.find((request) => request.path === '/subscriptions')?.query.get('organization_id'),
    ).toBe(ORGANIZATION_ID);
    await expectNoSeriousA11yViolations(document.body);
  });

  test('an organization the buyer only administers is not where a purchase goes: every plan can be bought', async () => {
    // Without `organization-id` the API buys for an organization the buyer owns (or a new one).
    signIn();
    const api = fakeApi({
      'GET /plans': () => ({ body: planListBody() }),
      'GET /organizations': () => wire({ items: [{ ...organization(), role: 'admin' }] }),
      'GET /subscriptions': () => wire({ items: [subscription()] }),
    });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    await waitFor(() => expect(api.requests.some((request) => request.path === '/organizations')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Elegir plan/ })).toHaveLength(3));
    expect(screen.queryByText('Ya tienes este plan')).toBeNull();
    expect(api.requests.some((request) => request.path === '/subscriptions')).toBe(false);
  });

  test('a cancelled subscription holds nothing: every plan can be bought', async () => {
    signIn();
    fakeApi({
      'GET /plans': () => ({ body: planListBody() }),
      'GET /organizations': () => wire({ items: [organization()] }),
      'GET /subscriptions': () => wire({ items: [subscription({ state: 'cancelled', status: 'inactive' })] }),
    });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Elegir plan/ })).toHaveLength(3));
    expect(screen.queryByText('Ya tienes este plan')).toBeNull();
  });
});
