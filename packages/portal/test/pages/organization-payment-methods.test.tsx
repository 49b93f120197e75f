import type { AbilityRule } from '@facturo/sdk/permissions';
import type { PaymentMethod } from '@facturo/sdk/schemas';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { FakeHandler } from '../support/fake-api';
import { CLINIC, NEWCOMER_RULES, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const METHODS = `/organizations/${CLINIC.id}/payment-methods`;

const card = (overrides: Partial<PaymentMethod>): PaymentMethod => ({
  id: '00000000-0000-4000-8000-00000000c001',
  organizationId: CLINIC.id,
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
  isDefault: false,
});

const AMEX = card({
  id: '00000000-0000-4000-8000-00000000c003',
  brand: 'amex',
  lastFour: '0005',
  isDefault: false,
});

const SANDBOX_CONFIG = {
  provider: 'sandbox',
  publicKey: null,
  cardFormPath: '/api/v1/sandbox/card-form',
  currency: 'COP',
  maxInstallments: 36,
};

/** The sandbox card form's frame once mounted, answering every `submit` with a token as the real one does. */
async function sandboxCardForm() {
  const frame = await waitFor(() => {
    const found = document.querySelector('iframe');
    if (!found?.contentWindow) throw new Error('The card form is not mounted yet.');
    return found;
  });
  const frameWindow = frame.contentWindow as Window;
  const commands = vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    if ((message as { type?: string }).type !== 'submit') return;
    queueMicrotask(() =>
      globalThis.dispatchEvent(
        new MessageEvent('message', {
          origin: new URL(frame.src).origin,
          source: frameWindow,
          data: {
            source: 'facturo-card-form',
            version: 1,
            type: 'token',
            token: 'tok_portal',
            paymentMethodId: 'amex',
            lastFourDigits: '0005',
            installments: 1,
          },
        }),
      ),
    );
  });
  return { frame, commands };
}

const VIEWER_RULES: AbilityRule[] = [
  ...NEWCOMER_RULES,
  { action: 'read', subject: 'Organization', conditions: { id: CLINIC.id } },
  {
    action: 'read',
    subject: ['Member', 'Payment', 'Invoice', 'Subscription'],
    conditions: { organizationId: CLINIC.id },
  },
];

/** The billing tab with the organization's cards kept in `state`, so handlers can change them. */
async function openTab(
  rules: AbilityRule[],
  routes: (state: { items: PaymentMethod[] }) => Record<string, FakeHandler> = () => ({}),
) {
  const state = { items: [VISA, MASTER] };
  // The subscription manager's card section reads the member's role from the session's memberships.
  const role = rules === OWNER_RULES ? 'owner' : 'viewer';
  const user = {
    ...USER,
    organizations: [{ organizationId: CLINIC.id, name: CLINIC.name, kind: CLINIC.kind, role }],
  } as typeof USER;
  const view = await renderPortal({
    path: '/organization/salud-del-aburra/billing',
    user,
    rules,
    api: {
      'GET /organizations': () => ({
        body: { items: [{ ...CLINIC, role }] },
      }),
      'GET /me': () => ({ body: { userData: user, userAbilityRules: rules } }),
      'GET /subscriptions': () => ({ body: { items: [] } }),
      [`GET ${METHODS}`]: () => ({ body: { items: state.items } }),
      ...routes(state),
    },
  });
  const section = (await view.findByRole('heading', { name: 'Medios de pago' })).closest(
    'section, article, div',
  ) as HTMLElement;
  const list = await within(document.body).findByRole('list', { name: 'Tarjetas guardadas' });
  return { view, section, list, state };
}

// The tab's cards are the subscription manager's section (the widget the tab mounts).
describe('Medios de pago in the billing tab', () => {
  test('lists each card with brand, last four, expiry and the default badge', async () => {
    const { list } = await openTab(OWNER_RULES);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Visa •••• 6260.*Vence 11\/2030.*Predeterminada/),
      expect.stringMatching(/Mastercard •••• 3564.*Vence 11\/2030/),
    ]);
    expect(within(items[1] as HTMLElement).queryByText('Predeterminada')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('Visa terminada en 6260')).toBeTruthy();
    // The default has nothing to be made default again.
    expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Usar como predeterminada' }),
    ).toBeNull();
  });

  test('makes another card the default', async () => {
    const { view, list } = await openTab(OWNER_RULES, (state) => ({
      [`PATCH ${METHODS}/${MASTER.id}`]: () => {
        state.items = [
          { ...MASTER, isDefault: true },
          { ...VISA, isDefault: false },
        ];
        return { body: state.items[0] };
      },
    }));
    const master = within(list).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(master).getByRole('button', { name: 'Usar como predeterminada' }));
    expect(
      await view.findByText('Listo: la tarjeta Mastercard terminada en 3564 es ahora la predeterminada.'),
    ).toBeTruthy();
    const patch = view.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ is_default: true });
  });

  test('removing asks first; the refusal for the default is said in words; a confirmed removal goes', async () => {
    const { view, list } = await openTab(OWNER_RULES, (state) => ({
      [`DELETE ${METHODS}/${VISA.id}`]: () => ({
        status: 409,
        body: { code: 'payment_method_default_in_use', message: 'Default in use' },
      }),
      [`DELETE ${METHODS}/${MASTER.id}`]: () => {
        state.items = [VISA];
        return { status: 204 };
      },
    }));
    const [visa, master] = within(list).getAllByRole('listitem') as HTMLElement[];
    fireEvent.click(within(visa as HTMLElement).getByRole('button', { name: 'Eliminar' }));
    const confirm = await view.findByRole('region', { name: '¿Eliminar la tarjeta Visa terminada en 6260?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, eliminar la tarjeta' }));
    expect(
      await view.findByText(
        'Esta es tu tarjeta predeterminada para las renovaciones automáticas: elige otra como predeterminada antes de eliminarla.',
      ),
    ).toBeTruthy();

    fireEvent.click(within(master as HTMLElement).getByRole('button', { name: 'Eliminar' }));
    const second = await view.findByRole('region', {
      name: '¿Eliminar la tarjeta Mastercard terminada en 3564?',
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Sí, eliminar la tarjeta' }));
    expect(await view.findByText('Listo: eliminamos la tarjeta Mastercard terminada en 3564.')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(view.api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  test('"Agregar tarjeta" opens the checkout card form and saves its token', async () => {
    const { view, list } = await openTab(OWNER_RULES, (state) => ({
      'GET /checkout/config': () => ({ body: SANDBOX_CONFIG }),
      [`POST ${METHODS}`]: () => {
        state.items = [...state.items, AMEX];
        return { status: 201, body: AMEX };
      },
    }));
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Agregar tarjeta' }));
    const form = await view.findByRole('region', { name: 'Agregar una tarjeta' });
    const card = await sandboxCardForm();
    expect(new URL(card.frame.src).pathname).toBe('/api/v1/sandbox/card-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(
      await view.findByText('Listo: guardamos la tarjeta American Express terminada en 0005.'),
    ).toBeTruthy();
    expect(view.api.calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'tok_portal' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(view.queryByRole('region', { name: 'Agregar una tarjeta' })).toBeNull();
  });

  test('"Cancelar" closes the card form without saving', async () => {
    const { view } = await openTab(OWNER_RULES, () => ({
      'GET /checkout/config': () => ({ body: SANDBOX_CONFIG }),
    }));
    fireEvent.click(view.getByRole('button', { name: 'Agregar tarjeta' }));
    const form = await view.findByRole('region', { name: 'Agregar una tarjeta' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(view.queryByRole('region', { name: 'Agregar una tarjeta' })).toBeNull());
    expect(view.getByRole('button', { name: 'Agregar tarjeta' })).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('a member who may only read sees the cards, without actions', async () => {
    const { view, list } = await openTab(VIEWER_RULES);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(view.queryByRole('button', { name: 'Agregar tarjeta' })).toBeNull();
    expect(
      view.getByText(
        'Solo los propietarios, administradores y el equipo de facturación pueden cambiar los medios de pago.',
      ),
    ).toBeTruthy();
  });
});
