import type { OrganizationRole, PaymentMethod } from '@facturo/sdk/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { demoSession } from '../../src/demo/demo-session.fixtures';
import { SubscriptionManager } from '../../src/index';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fakeConnection, ORGANIZATION_ID, subscription, widgetToken, wire } from '../support/billing';
import { sandboxCardForm } from '../support/checkout';
import { FAKE_API_BASE, type FakeRequest, type FakeResponse, fakeApi } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';

const METHODS = `/organizations/${ORGANIZATION_ID}/payment-methods`;

const card = (overrides: Partial<PaymentMethod>): PaymentMethod => ({
  id: '00000000-0000-4000-8000-00000000c001',
  organizationId: ORGANIZATION_ID,
  brand: 'visa',
  lastFour: '6260',
  expirationMonth: 11,
  expirationYear: 2030,
  isDefault: true,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...overrides,
});
const VISA = card({});
const MASTER = card({
  id: '00000000-0000-4000-8000-00000000c002',
  brand: 'master',
  lastFour: '3564',
  expirationMonth: 4,
  isDefault: false,
});
const AMEX = card({
  id: '00000000-0000-4000-8000-00000000c003',
  brand: 'amex',
  lastFour: '0005',
  isDefault: false,
});

/** Signs in a member of the fixtures' organization with `role`. */
function signInAs(role: OrganizationRole) {
  const { userData } = demoSession('ana@example.co');
  fakeConnection().session.start({
    userData: {
      ...userData,
      organizations: [{ organizationId: ORGANIZATION_ID, name: 'Ospina Contadores', kind: 'company', role }],
    },
    accessToken: 'header.payload.signature',
  });
}

/** An API with one subscription and the organization's cards in memory. */
function serve(
  routes: (state: {
    items: PaymentMethod[];
  }) => Record<string, (request: FakeRequest) => FakeResponse> = () => ({}),
) {
  const state = { items: [VISA, MASTER] };
  const api = fakeApi({
    'GET /subscriptions': () => wire({ items: [subscription()] }),
    'GET /plans': () => ({ body: planListBody() }),
    [`GET /subscriptions/${subscription().id}/events`]: () => wire({ items: [] }),
    [`GET ${METHODS}`]: () => wire({ items: state.items }),
    'GET /checkout/config': () =>
      wire({
        provider: 'sandbox',
        publicKey: null,
        cardFormPath: '/api/v1/sandbox/card-form',
        currency: 'COP',
        maxInstallments: 36,
      }),
    ...routes(state),
  });
  return { ...api, state };
}

async function cards() {
  return screen.findByRole('list', { name: 'Tarjetas guardadas' });
}

describe('<SubscriptionManager> — Medios de pago', () => {
  test('lists each card with brand, last four, expiry and the default badge', async () => {
    signInAs('owner');
    serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const list = await cards();
    expect(screen.getByRole('heading', { name: 'Medios de pago' })).toBeTruthy();
    const [visa, master] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(visa?.textContent).toMatch(/Visa •••• 6260.*Vence 11\/2030.*Predeterminada/);
    expect(master?.textContent).toMatch(/Mastercard •••• 3564.*Vence 04\/2030/);
    expect(within(master as HTMLElement).queryByText('Predeterminada')).toBeNull();
    // Named for screen readers in words, not bullets.
    expect(within(list).getByRole('listitem', { name: 'Visa terminada en 6260' })).toBe(visa);
    // The default has nothing to be made default again.
    expect(
      within(visa as HTMLElement).queryByRole('button', { name: 'Usar como predeterminada' }),
    ).toBeNull();
    expect(
      within(master as HTMLElement).getByRole('button', { name: 'Usar como predeterminada' }),
    ).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
  });

  test('"Agregar tarjeta" opens the sandbox card form; its token is saved and announced', async () => {
    signInAs('billing');
    const api = serve((state) => ({
      [`POST ${METHODS}`]: () => {
        state.items = [...state.items, AMEX];
        return wire(AMEX, 201);
      },
    }));
    const onPaymentMethodAdded = vi.fn();
    const view = await renderWidget(
      <SubscriptionManager apiBase={FAKE_API_BASE} onPaymentMethodAdded={onPaymentMethodAdded} />,
    );
    await cards();
    const open = screen.getByRole('button', { name: 'Agregar tarjeta' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // The card form is not downloaded nor mounted before it is asked for.
    expect(document.querySelector('iframe')).toBeNull();
    open.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Agregar una tarjeta' });
    expect(within(panel).getByText(/No te cobramos nada ahora/)).toBeTruthy();
    const form = await sandboxCardForm();
    expect(form.frame.title).toBe('Datos de la tarjeta (formulario seguro de la pasarela de pagos)');
    expect(new URL(form.frame.src).pathname).toBe('/api/v1/sandbox/card-form');
    // Nothing is charged: the form offers no installments.
    expect(new URL(form.frame.src).searchParams.get('installments')).toBe('1');
    form.answerWithTokens();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar tarjeta' }));

    expect(
      await screen.findByText('Listo: guardamos la tarjeta American Express terminada en 0005.'),
    ).toBeTruthy();
    // The message on screen follows a change of language, the card's name included.
    await view.rerender(
      <SubscriptionManager apiBase={FAKE_API_BASE} onPaymentMethodAdded={onPaymentMethodAdded} locale="en" />,
    );
    expect(await screen.findByText('Done: we saved the card American Express ending in 0005.')).toBeTruthy();
    await view.rerender(
      <SubscriptionManager apiBase={FAKE_API_BASE} onPaymentMethodAdded={onPaymentMethodAdded} />,
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ token: 'tok_1' });
    expect(form.commands).toHaveBeenCalledWith(
      { source: 'facturo-checkout', type: 'submit' },
      'https://api.test.facturo.co',
    );
    expect(screen.queryByRole('region', { name: 'Agregar una tarjeta' })).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Tarjetas guardadas' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(onPaymentMethodAdded.mock.calls[0]?.[0].detail).toEqual({
      organizationId: ORGANIZATION_ID,
      paymentMethodId: AMEX.id,
      brand: 'amex',
      lastFour: '0005',
      isDefault: false,
    });
  });

  test('a card the form refuses is said in words, and nothing is saved', async () => {
    signInAs('owner');
    const api = serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));
    const form = await sandboxCardForm();
    form.commands.mockImplementation((message: unknown) => {
      if ((message as { type?: string }).type === 'submit') {
        queueMicrotask(() =>
          form.post({
            type: 'error',
            code: 'card_number_invalid',
            message: 'El número de la tarjeta no es válido.',
            fieldErrors: { cardNumber: ['El número de la tarjeta no es válido.'] },
          }),
        );
      }
    });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('El número de la tarjeta no es válido.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    // Cancelling closes the form and gives the focus back to the button that opened it.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar tarjeta' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('makes another card the default', async () => {
    signInAs('admin');
    const api = serve((state) => ({
      [`PATCH ${METHODS}/${MASTER.id}`]: () => {
        state.items = [
          { ...MASTER, isDefault: true },
          { ...VISA, isDefault: false },
        ];
        return wire(state.items[0]);
      },
    }));
    const onPaymentMethodDefaultChanged = vi.fn();
    await renderWidget(
      <SubscriptionManager
        apiBase={FAKE_API_BASE}
        onPaymentMethodDefaultChanged={onPaymentMethodDefaultChanged}
      />,
    );
    const list = await cards();
    const master = within(list).getByRole('listitem', { name: 'Mastercard terminada en 3564' });
    await userEvent.click(within(master).getByRole('button', { name: 'Usar como predeterminada' }));
    const done = await screen.findByText(
      'Listo: la tarjeta Mastercard terminada en 3564 es ahora la predeterminada.',
    );
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ is_default: true });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/Mastercard.*Predeterminada/),
    );
    expect(onPaymentMethodDefaultChanged.mock.calls[0]?.[0].detail).toEqual({
      organizationId: ORGANIZATION_ID,
      paymentMethodId: MASTER.id,
      brand: 'master',
      lastFour: '3564',
    });
  });

  test('removing asks first; the refusal for the default is said in words; a confirmed removal goes', async () => {
    signInAs('owner');
    const api = serve((state) => ({
      [`DELETE ${METHODS}/${VISA.id}`]: () => ({
        status: 409,
        body: { code: 'payment_method_default_in_use', message: 'Default in use', field_errors: {} },
      }),
      [`DELETE ${METHODS}/${MASTER.id}`]: () => {
        state.items = [VISA];
        return { status: 204 };
      },
    }));
    const onPaymentMethodRemoved = vi.fn();
    await renderWidget(
      <SubscriptionManager apiBase={FAKE_API_BASE} onPaymentMethodRemoved={onPaymentMethodRemoved} />,
    );
    const list = await cards();
    const visa = within(list).getByRole('listitem', { name: 'Visa terminada en 6260' });
    await userEvent.click(within(visa).getByRole('button', { name: 'Eliminar' }));
    const confirm = within(visa).getByRole('region', {
      name: '¿Eliminar la tarjeta Visa terminada en 6260?',
    });
    expect(within(confirm).getByText(/Dejaremos de cobrarle las renovaciones/)).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, eliminar la tarjeta' }));
    expect(
      await screen.findByText(
        'Esta es tu tarjeta predeterminada para las renovaciones automáticas: elige otra como predeterminada antes de eliminarla.',
      ),
    ).toBeTruthy();
    expect(onPaymentMethodRemoved).not.toHaveBeenCalled();
    // "Conservarla" closes the confirmation and gives the focus back to "Eliminar".
    await userEvent.click(within(visa).getByRole('button', { name: 'Conservarla' }));
    expect(document.activeElement).toBe(within(visa).getByRole('button', { name: 'Eliminar' }));

    const master = within(list).getByRole('listitem', { name: 'Mastercard terminada en 3564' });
    await userEvent.click(within(master).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(master).getByRole('button', { name: 'Sí, eliminar la tarjeta' }));
    expect(
      await screen.findByText('Listo: eliminamos la tarjeta Mastercard terminada en 3564.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(onPaymentMethodRemoved.mock.calls[0]?.[0].detail).toEqual({
      organizationId: ORGANIZATION_ID,
      paymentMethodId: MASTER.id,
      brand: 'master',
      lastFour: '3564',
    });
  });

  test('a member who may only read sees the cards, without any action', async () => {
    signInAs('viewer');
    serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    const list = await cards();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar tarjeta' })).toBeNull();
    expect(
      screen.getByText(
        'Solo los propietarios, administradores y el equipo de facturación pueden cambiar los medios de pago.',
      ),
    ).toBeTruthy();
  });

  test('a widget session (which the card endpoints refuse) sees no payment methods', async () => {
    const api = serve();
    await renderWidget(
      <SubscriptionManager apiBase={FAKE_API_BASE} accessToken={widgetToken(['subscriptions:read'])} />,
    );
    await screen.findByRole('listitem', { name: 'Pyme' });
    expect(screen.queryByRole('heading', { name: 'Medios de pago' })).toBeNull();
    expect(api.requests.some((request) => request.path === METHODS)).toBe(false);
  });

  test('a clinician (no billing data in their role) sees no payment methods', async () => {
    signInAs('clinician');
    const api = serve();
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    await screen.findByRole('listitem', { name: 'Pyme' });
    expect(screen.queryByRole('heading', { name: 'Medios de pago' })).toBeNull();
    expect(api.requests.some((request) => request.path === METHODS)).toBe(false);
  });

  test('the API refusing the cards (403) hides the section instead of showing a failure', async () => {
    signInAs('owner');
    const api = serve(() => ({
      [`GET ${METHODS}`]: () => ({
        status: 403,
        body: { code: 'forbidden', message: 'Forbidden', field_errors: {} },
      }),
    }));
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    await screen.findByRole('listitem', { name: 'Pyme' });
    await waitFor(() => expect(api.requests.some((request) => request.path === METHODS)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Medios de pago' })).toBeNull());
    expect(screen.queryByText('No pudimos cargar tus tarjetas')).toBeNull();
  });

  test('a failure to load the cards is said, with a retry', async () => {
    signInAs('owner');
    let failures = 1;
    serve((state) => ({
      [`GET ${METHODS}`]: () =>
        failures-- > 0
          ? { status: 500, body: { code: 'internal_error', message: 'Boom', field_errors: {} } }
          : wire({ items: state.items }),
    }));
    await renderWidget(<SubscriptionManager apiBase={FAKE_API_BASE} />);
    expect(await screen.findByText('No pudimos cargar tus tarjetas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(within(await cards()).getAllByRole('listitem')).toHaveLength(2);
  });

  test('demo: two example cards; saving one from the demo panel adds it', async () => {
    serve();
    await renderWidget(<SubscriptionManager demo />);
    const list = await cards();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));
    // No card field in a demo: only the outcome to simulate.
    expect(await screen.findByRole('radio', { name: /Tarjeta aceptada/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /en proceso/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText(/Listo: guardamos la tarjeta American Express terminada en/)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  });
});
