import type { WebhookEndpoint } from '@facturo/sdk/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../../src/ui/format';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { FakeHandler } from '../support/fake-api';
import { OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';
import { WEBHOOKS, webhookApi, webhookDelivery, webhookEndpoint } from '../support/webhook-fixtures';

const URL = 'https://erp.saludaburra.test/facturo/webhooks';
const ENDPOINT = `${WEBHOOKS}/${webhookEndpoint().id}`;

/** The owner on the webhooks tab with one endpoint, kept in `state` so the handlers can change it. */
async function openTab(
  routes: (state: { endpoint: WebhookEndpoint; deleted: boolean }) => Record<string, FakeHandler>,
) {
  const state = { endpoint: webhookEndpoint(), deleted: false };
  const view = await renderPortal({
    path: '/organization/salud-del-aburra/webhooks',
    user: USER,
    rules: OWNER_RULES,
    api: {
      ...webhookApi([], routes(state)),
      [`GET ${WEBHOOKS}`]: () => ({ body: { items: state.deleted ? [] : [state.endpoint] } }),
    },
  });
  const section = (await view.findByRole('heading', { name: URL })).closest('article') as HTMLElement;
  return { view, section, state };
}

describe('acting on a webhook endpoint', () => {
  test('a test event says what the server answered', async () => {
    const { view, section } = await openTab(() => ({
      [`POST ${ENDPOINT}/test`]: () => ({
        status: 202,
        body: webhookDelivery({ eventType: 'webhook.test' }),
      }),
    }));
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar evento de prueba' }));
    expect(await within(section).findByText('Enviamos el evento de prueba')).toBeTruthy();
    expect(within(section).getByText('Tu servidor respondió 200: el evento llegó bien.')).toBeTruthy();
    expect(view.api.calls.filter((call) => call.path === `${ENDPOINT}/test`)).toHaveLength(1);
  });

  test('a refused test event shows the translated reason, and an unreachable server why, in words', async () => {
    let answers = 0;
    const { section } = await openTab(() => ({
      [`POST ${ENDPOINT}/test`]: () =>
        ++answers === 1
          ? { status: 409, body: { code: 'webhook_endpoint_disabled', message: 'Endpoint disabled' } }
          : {
              status: 202,
              body: webhookDelivery({
                status: 'pending',
                attempts: [
                  {
                    attemptedAt: '2026-11-24T14:00:10.000Z',
                    statusCode: null,
                    durationMs: 10_000,
                    error: 'timeout',
                  },
                ],
              }),
            },
    }));
    const send = within(section).getByRole('button', { name: 'Enviar evento de prueba' });
    fireEvent.click(send);
    expect(
      await within(section).findByText('Este webhook está desactivado: actívalo para enviarle eventos.'),
    ).toBeTruthy();
    fireEvent.click(send);
    expect(
      await within(section).findByText(
        'No pudimos entregar el evento. Tu servidor no respondió en 10 segundos.',
      ),
    ).toBeTruthy();
  });

  test('turning it off and on again', async () => {
    const { view, section } = await openTab((state) => ({
      [`PATCH ${ENDPOINT}`]: ({ body }) => {
        const enabled = (body as { enabled: boolean }).enabled;
        state.endpoint = { ...state.endpoint, enabled, disabledReason: enabled ? null : 'manual' };
        return { body: state.endpoint };
      },
    }));
    fireEvent.click(within(section).getByRole('button', { name: 'Desactivar' }));
    expect(await within(section).findByText('Desactivado')).toBeTruthy();
    expect(within(section).getByText(/Desactivamos el webhook/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Activar' }));
    expect(await within(section).findByText('Activo')).toBeTruthy();
    expect(within(section).getByText(/Activamos el webhook/)).toBeTruthy();
    const patches = view.api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patches).toEqual([{ enabled: false }, { enabled: true }]);
  });

  test('rotating the secret asks first, then shows the new one once', async () => {
    const until = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const secret = 'whsec_Zy8xW7vU6tS5rQ4pO3nM2lK1jI0hG9fE';
    const { view, section } = await openTab((state) => ({
      [`POST ${ENDPOINT}/rotate-secret`]: () => {
        state.endpoint = { ...state.endpoint, secretHint: 'whsec_…9f3E', previousSecretExpiresAt: until };
        return { body: { endpoint: state.endpoint, secret } };
      },
    }));
    fireEvent.click(within(section).getByRole('button', { name: 'Rotar secreto' }));
    const dialog = await screen.findByRole('dialog', { name: `¿Rotar el secreto de ${URL}?` });
    expect(within(dialog).getByText(/Durante 24 horas/)).toBeTruthy();
    expect(view.api.calls.some((call) => call.path.endsWith('/rotate-secret'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, rotar' }));
    expect(await within(section).findByText(secret)).toBeTruthy();
    const date = formatDateTime(until, 'es');
    expect(
      within(section).getByText(new RegExp(`El secreto anterior sigue firmando hasta el ${date}: actualiza`)),
    ).toBeTruthy();
    expect(view.api.calls.find((call) => call.path.endsWith('/rotate-secret'))?.body).toEqual({
      overlap_hours: 24,
    });
    expect(await within(section).findByText('whsec_…9f3E')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Ya lo guardé' }));
    expect(within(section).queryByText(secret)).toBeNull();
  });

  test('deleting it asks first, then the list says it is gone', async () => {
    const { view, section } = await openTab((state) => ({
      [`DELETE ${ENDPOINT}`]: () => {
        state.deleted = true;
        return { status: 204 };
      },
    }));
    fireEvent.click(within(section).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: `¿Eliminar el webhook ${URL}?` });
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await view.findByText(`Eliminamos el webhook ${URL}.`)).toBeTruthy();
    expect(view.getByText('Aún no tienes webhooks')).toBeTruthy();
    expect(view.queryByRole('heading', { name: URL })).toBeNull();
  });

  test('the delivery log lists the newest deliveries, and one can be resent', async () => {
    const pending = webhookDelivery({
      id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      eventType: 'payment.approved',
      status: 'pending',
      nextAttemptAt: '2026-11-24T14:35:00.000Z',
      attempts: [{ attemptedAt: '2026-11-24T14:05:00.000Z', statusCode: 500, durationMs: 120, error: null }],
      createdAt: '2026-11-24T14:04:59.000Z',
    });
    // Unanswered attempts: one with the API's code, one logged before the codes (the library's text).
    const unanswered = (id: string, error: string) =>
      webhookDelivery({
        id,
        status: 'pending',
        nextAttemptAt: '2026-11-24T15:00:00.000Z',
        attempts: [{ attemptedAt: '2026-11-24T13:00:00.000Z', statusCode: null, durationMs: 3, error }],
      });
    const unansweredRows = [
      unanswered('1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', 'connection_refused'),
      unanswered('2c3d4e5f-6071-4b8c-9dae-1f2a3b4c5d6e', 'TypeError: fetch failed'),
    ];
    let deliveries = [pending, webhookDelivery(), ...unansweredRows];
    const { view, section } = await openTab(() => ({
      [`GET ${ENDPOINT}/deliveries`]: () => ({ body: { items: deliveries } }),
      [`POST ${ENDPOINT}/deliveries/${pending.id}/resend`]: () => {
        const resent = {
          ...pending,
          status: 'succeeded' as const,
          nextAttemptAt: null,
          attempts: [
            ...pending.attempts,
            { attemptedAt: '2026-11-24T14:10:00.000Z', statusCode: 204, durationMs: 95, error: null },
          ],
        };
        deliveries = [resent, webhookDelivery(), ...unansweredRows];
        return { status: 202, body: resent };
      },
    }));
    const toggle = within(section).getByRole('button', { name: 'Ver entregas' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = await within(section).findByRole('table');
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const [first, second, refused, legacy] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(refused).getByText('Conexión rechazada')).toBeTruthy();
    expect(within(legacy).getByText('Error de red')).toBeTruthy();
    expect(within(first).getByText('Pago aprobado')).toBeTruthy();
    expect(within(first).getByText('Pendiente')).toBeTruthy();
    expect(within(first).getByText('500 en 120 ms')).toBeTruthy();
    expect(
      within(first).getByText(`Próximo intento: ${formatDateTime('2026-11-24T14:35:00.000Z', 'es')}`),
    ).toBeTruthy();
    expect(within(second).getByText('Factura emitida')).toBeTruthy();
    expect(within(second).getByText('Entregado')).toBeTruthy();
    expect(within(second).getByText(formatDateTime('2026-11-24T14:00:00.000Z', 'es'))).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);

    fireEvent.click(within(first).getByRole('button', { name: /^Reenviar Pago aprobado del / }));
    expect(await within(section).findByText('Reenviamos el evento')).toBeTruthy();
    expect(within(section).getByText('Tu servidor respondió 204: el evento llegó bien.')).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByText('Entregado')).toHaveLength(2));
    expect(view.api.calls.filter((call) => call.path === `${ENDPOINT}/deliveries`).length).toBeGreaterThan(1);

    fireEvent.click(toggle);
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
