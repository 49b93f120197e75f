import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import * as answers from '../../../sdk/src/http/check-answer';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';
import { Checkout } from '../../src/index';
import { fakeConnection } from '../support/billing';
import { serveCheckout } from '../support/checkout';
import { FAKE_API_BASE } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';

// The client downloads the schema validator (check-answer) only for an answer the fast check left to it.
vi.mock(import('../../../sdk/src/http/check-answer'), async (original) => {
  const actual = await original();
  return { ...actual, checkAnswer: vi.fn(actual.checkAnswer) };
});

describe('<Checkout> — the answers the bag reads', () => {
  test('the API’s usual plans and configuration show the bag without the schema validator', async () => {
    vi.mocked(answers.checkAnswer).mockClear();
    const api = serveCheckout();
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    const bag = await screen.findByRole('list', { name: 'Planes en tu carrito' });
    expect(within(bag).getAllByRole('listitem')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(api.requests.map((request) => request.path)).toEqual(
        expect.arrayContaining(['/plans', '/checkout/config']),
      ),
    );
    // Both answered; the client reads them at once (this file already holds the validator's module,
    // so a call that needed it would not wait for a download).
    await Promise.all(api.fetch.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers.checkAnswer).not.toHaveBeenCalled();
  });

  test('plans in another shape go to the schema, which refuses them with the translated error', async () => {
    vi.mocked(answers.checkAnswer).mockClear();
    const [first, ...rest] = demoCatalogue();
    serveCheckout({
      routes: {
        'GET /plans': () => ({ body: planListBody([{ ...first, annualPrice: -1 } as never, ...rest]) }),
      },
    });
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tu carrito');
    expect(alert.textContent).toContain('Lo sentimos, ocurrió un error.');
    expect(answers.checkAnswer).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Planes en tu carrito' })).toBeNull();
  });
});
