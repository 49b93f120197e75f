import { join } from 'node:path';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderPortal } from '../support/render-portal';

/** What this test uses of the API's in-process test app (`packages/api/test/support/test-app.ts`). */
interface InProcessApi {
  readonly app: { request(request: Request): Response | Promise<Response> };
}

// The real API, in-process over its own database: the e2e API runs without a captcha (one provider per
// API instance, and journeys sign up many users), so the altcha round trip is proven here instead. The
// path is a variable so the portal's type check leaves the API's sources to the API's own tsconfig.
const API_TEST_APP = join(import.meta.dirname, '../../../api/test/support/test-app.ts');
const { setupTestApp } = (await import(/* @vite-ignore */ API_TEST_APP)) as {
  setupTestApp(options: { config: object }): InProcessApi;
};

// Starting the embedded database and migrating it takes a while on a busy machine.
vi.setConfig({ hookTimeout: 120_000 });

const api = setupTestApp({
  config: { captcha: { provider: 'altcha', hmacKey: 'portal-altcha-test-key', cost: 1 } },
});

/** The API answering the portal's requests without a network. */
const inProcess = (() => async (input: RequestInfo | URL, init?: RequestInit) =>
  api.app.request(input instanceof Request ? input : new Request(input, init))) as () => typeof fetch;

async function subscribe(captcha: 'altcha' | 'none') {
  const view = await renderPortal({
    path: '/landing-page',
    config: { justLandingPage: true, captcha: { provider: captcha } },
    fetch: inProcess(),
  });
  await view.findByRole('heading', { level: 1, name: /Factura electrónica sin enredos/ });
  // The forms are their own chunk, requested as the page first renders.
  const form = await view.findByRole('form', { name: 'Entérate de los cambios de la DIAN' });
  fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
    target: { value: `boletin.${captcha}.${Date.now()}@ferreteria33.co` },
  });
  fireEvent.click(within(form).getByRole('checkbox'));
  fireEvent.click(within(form).getByRole('button', { name: 'Suscribirme' }));
  return { view, form };
}

describe('the landing forms against an API that requires altcha', () => {
  test('the newsletter sign-up solves the API’s challenge and is accepted', async () => {
    const { form } = await subscribe('altcha');
    expect(await within(form).findByText(/Te suscribiste al boletín/, {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);

  test('without solving it, the same API turns the sign-up down', async () => {
    const { form } = await subscribe('none');
    expect(await within(form).findByRole('alert', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(form).queryByText(/Te suscribiste al boletín/)).toBeNull();
  }, 30_000);
});
