import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../../src/ui/format';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BILLING_RULES, CLINIC, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';
import {
  READ_ONLY_RULES,
  WEBHOOKS,
  webhookApi,
  webhookDelivery,
  webhookEndpoint,
} from '../support/webhook-fixtures';

const PATH = '/organization/salud-del-aburra/webhooks';
const SECRET = 'whsec_4kQ9vXb2LmN7pR1sT8uW3yZ6aC5dE0fG';
const endpointSection = async (url: string) =>
  (await screen.findByRole('heading', { name: url })).closest('article') as HTMLElement;

describe('the webhooks tab', () => {
  test('lists each endpoint with its events, state, secret hint and previous secret', async () => {
    const until = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const failingSince = '2026-11-18T09:30:00.000Z';
    const view = await renderPortal({
      path: PATH,
      user: USER,
      rules: OWNER_RULES,
      api: webhookApi([
        webhookEndpoint({ previousSecretExpiresAt: until }),
        webhookEndpoint({
          id: '6e7f8091-ab2c-4d3e-9f40-5b6c7d8e9fa0',
          url: 'https://his.saludaburra.test/hooks',
          description: null,
          eventTypes: ['invoice.voided', 'usage.threshold_reached'],
          enabled: false,
          disabledReason: 'failing',
          failingSince,
        }),
      ]),
    });
    const erp = await endpointSection('https://erp.saludaburra.test/facturo/webhooks');
    expect(within(erp).getByText('Activo')).toBeTruthy();
    expect(within(erp).getByText('ERP contabilidad')).toBeTruthy();
    const events = within(erp).getByRole('list', { name: 'Eventos' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Factura emitida', 'Pago aprobado']);
    expect(within(erp).getByText('whsec_…9f3a')).toBeTruthy();
    expect(
      within(erp).getByText(
        `El secreto anterior sigue firmando hasta el ${formatDateTime(until, 'es')} (hora de Colombia).`,
      ),
    ).toBeTruthy();

    const his = await endpointSection('https://his.saludaburra.test/hooks');
    expect(within(his).getByText('Desactivado por fallas')).toBeTruthy();
    expect(within(his).getByText('Factura anulada (nota crédito)')).toBeTruthy();
    expect(within(his).getByText('Umbral de consumo alcanzado')).toBeTruthy();
    expect(
      within(his).getByText(new RegExp(`Falla desde el ${formatDateTime(failingSince, 'es')}`)),
    ).toBeTruthy();
    // The time ends in "a. m." or "p. m.": the sentence must not add a second full stop to it.
    expect(his.textContent).not.toMatch(/m\.\./);
    expect(within(his).getByRole('button', { name: 'Activar' })).toBeTruthy();
    // A turned-off endpoint is not offered a test event (the API would refuse it).
    expect(within(his).queryByRole('button', { name: 'Enviar evento de prueba' })).toBeNull();

    const tabs = view.getByRole('navigation', { name: 'Secciones de Salud del Aburrá' });
    expect(within(tabs).getByRole('link', { name: 'Webhooks' })).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);
  });

  test('adding one: events are required, then the secret is shown once with how to verify it', async () => {
    const endpoints = [] as ReturnType<typeof webhookEndpoint>[];
    const view = await renderPortal({
      path: PATH,
      user: USER,
      rules: OWNER_RULES,
      api: webhookApi(endpoints, {
        [`POST ${WEBHOOKS}`]: ({ body }) => {
          const request = body as { url: string; event_types: string[]; description?: string };
          const endpoint = webhookEndpoint({
            url: request.url,
            description: request.description ?? null,
            eventTypes: request.event_types as ReturnType<typeof webhookEndpoint>['eventTypes'],
          });
          endpoints.unshift(endpoint);
          return { status: 201, body: { endpoint, secret: SECRET } };
        },
      }),
    });
    expect(await view.findByText('Aún no tienes webhooks')).toBeTruthy();
    expect(view.getByText(/tu ERP recibe las facturas y los pagos/)).toBeTruthy();
    const form = view.getByRole('heading', { name: 'Nuevo webhook' }).closest('section') as HTMLElement;
    fireEvent.change(within(form).getByLabelText(/URL del endpoint/), {
      target: { value: 'https://erp.saludaburra.test/facturo/webhooks' },
    });
    fireEvent.change(within(form).getByLabelText(/Descripción/), { target: { value: 'ERP contabilidad' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar webhook' }));
    expect(await within(form).findByText('Elige al menos un evento.')).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByLabelText('Todos los eventos'));
    expect(within(form).getByLabelText(/Suscripción reactivada/)).toHaveProperty('checked', true);
    fireEvent.click(within(form).getByLabelText(/Suscripción modificada/));
    expect(within(form).getByLabelText('Todos los eventos')).toHaveProperty('checked', false);
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar webhook' }));

    expect(await view.findByText(SECRET)).toBeTruthy();
    const sent = view.api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.url).toBe('https://erp.saludaburra.test/facturo/webhooks');
    expect(sent.description).toBe('ERP contabilidad');
    expect(sent.event_types).toHaveLength(10);
    expect(sent.event_types).not.toContain('subscription.changed');
    const panel = view.getByText('Copia el secreto de firma ahora').closest('[tabindex="-1"]') as HTMLElement;
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText(/verifyWebhookSignature/)).toBeTruthy();
    expect(within(panel).getByText(/Cada envío trae el encabezado Facturo-Signature/)).toBeTruthy();
    expect(await endpointSection('https://erp.saludaburra.test/facturo/webhooks')).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);

    fireEvent.click(within(panel).getByRole('button', { name: 'Ya lo guardé' }));
    expect(view.queryByText(SECRET)).toBeNull();
  });

  test('the API’s reason a URL is refused shows on the field', async () => {
    const view = await renderPortal({
      path: PATH,
      user: USER,
      rules: OWNER_RULES,
      api: webhookApi([], {
        [`POST ${WEBHOOKS}`]: () => ({
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'Validation failed',
            fieldErrors: { url: ['En producción la dirección debe empezar por https://.'] },
          },
        }),
      }),
    });
    const url = await view.findByLabelText(/URL del endpoint/);
    fireEvent.change(url, { target: { value: 'http://erp.saludaburra.test/hooks' } });
    fireEvent.click(view.getByLabelText(/Factura pagada/));
    fireEvent.click(view.getByRole('button', { name: 'Agregar webhook' }));
    expect(await view.findByText('En producción la dirección debe empezar por https://.')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });

  test('a member who may only read sees the endpoints and their log, without any action', async () => {
    const view = await renderPortal({
      path: PATH,
      user: USER,
      rules: READ_ONLY_RULES,
      api: webhookApi(
        [webhookEndpoint()],
        {
          [`GET ${WEBHOOKS}/${webhookEndpoint().id}/deliveries`]: () => ({
            body: { items: [webhookDelivery({ status: 'failed' })] },
          }),
        },
        'viewer',
      ),
    });
    const erp = await endpointSection('https://erp.saludaburra.test/facturo/webhooks');
    for (const name of ['Desactivar', 'Enviar evento de prueba', 'Rotar secreto', 'Eliminar']) {
      expect(within(erp).queryByRole('button', { name })).toBeNull();
    }
    expect(view.queryByRole('heading', { name: 'Nuevo webhook' })).toBeNull();
    expect(view.getByText(/Solo los propietarios y administradores/)).toBeTruthy();
    fireEvent.click(within(erp).getByRole('button', { name: 'Ver entregas' }));
    expect(await within(erp).findByText('Fallido')).toBeTruthy();
    expect(within(erp).queryByRole('button', { name: /Reenviar/ })).toBeNull();
    await expectNoSeriousA11yViolations(view.container);
  });

  test('a role without access to the integration is not offered the tab, nor let in by URL', async () => {
    const view = await renderPortal({
      path: '/organization/salud-del-aburra/overview',
      user: USER,
      rules: BILLING_RULES,
      api: {
        ...webhookApi([]),
        'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role: 'billing' }] } }),
      },
    });
    const tabs = await view.findByRole('navigation', { name: 'Secciones de Salud del Aburrá' });
    expect(within(tabs).queryByRole('link', { name: 'Webhooks' })).toBeNull();
    await view.router.navigate(PATH);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/not-authorized'));
  });
});
