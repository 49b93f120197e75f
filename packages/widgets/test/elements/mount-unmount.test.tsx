import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import '../../src/elements';
import { parseConfig } from '@facturo/sdk/config';
import { pageConfig } from '../../src/runtime/core/config/config-store';
import { demoConnection } from '../../src/runtime/core/connection/api-connection';
import { queryCache } from '../../src/runtime/core/data/query-cache';
import { liveWidgetRoots } from '../../src/runtime/react/elements/react-mount';
import { fakeMatchMedia, liveGlobalListeners, openIntervals, pendingTimeouts } from './leak-probes';

/** Waits for the element's widget to render in its shadow root and returns queries into it. */
async function rendered(element: Element) {
  const root = await waitFor(
    () => {
      const found = element.shadowRoot?.querySelector<HTMLElement>('[data-facturo-widget]');
      if (!found) throw new Error(`<${element.localName}> has not rendered yet`);
      return found;
    },
    { timeout: 10_000, interval: 2 },
  );
  return within(root);
}

/** Types `value` into the field labelled `label`, as one input event. */
function fill(view: ReturnType<typeof within>, label: string, value: string): void {
  // Not user-event: in jsdom, its typing inside a shadow root loses React's value tracking after the
  // first field, so later fields look empty to the form. An input event with the value is what React reads.
  fireEvent.input(view.getByLabelText(label), { target: { value } });
}

/**
 * Sign-up step 1 in a demo login, up to the code screen, whose resend countdown then runs; with
 * `verify`, the demo's code too, which leaves the countdown's screen for the personal information.
 */
async function signUpToCode(view: ReturnType<typeof within>, verify: boolean): Promise<void> {
  fill(view, 'Primer nombre', 'Ana');
  fill(view, 'Primer apellido', 'Gómez');
  fill(view, 'Correo electrónico', 'ana@example.co');
  fill(view, 'Contraseña', 'Factura#2026');
  fill(view, 'Confirma la contraseña', 'Factura#2026');
  fireEvent.click(view.getByLabelText(/Acepto los términos/));
  fireEvent.click(view.getByRole('button', { name: 'Crear cuenta' }));
  expect(await view.findByText(/Podrás pedir otro código en 0:\d\d/)).toBeTruthy();
  if (!verify) return;
  fill(view, 'Código de verificación', '123456');
  fireEvent.click(view.getByRole('button', { name: 'Verificar correo' }));
  expect(await view.findByLabelText('Número de documento')).toBeTruthy();
}

describe('mounting and unmounting 200 widgets', () => {
  test('leaves no listeners, timers or React roots behind, sign-up with its countdown included', async () => {
    const mediaListeners = fakeMatchMedia();
    const intervals = openIntervals();
    const timeouts = pendingTimeouts();
    const globalListeners = liveGlobalListeners();
    const demo = demoConnection(parseConfig({}));
    const rootsBefore = liveWidgetRoots();
    const tags = [
      'facturo-pricing-table',
      'facturo-login',
      'facturo-checkout',
      'facturo-billing-date',
      'facturo-invoice-list',
    ];
    let listenersAfterFirstRound: string[] = [];
    let cachedAfterFirstRound = 0;

    for (let index = 0; index < 200; index += 1) {
      const element = document.createElement(tags[index % tags.length] as string);
      element.setAttribute('demo', '');
      element.setAttribute('theme', 'system');
      element.setAttribute('service', 'electronic_invoicing');
      // Two sign-ups: one unmounted while its resend countdown runs, one after the code was accepted.
      const signUp = index === 6 || index === 11;
      if (signUp) element.setAttribute('mode', 'register');
      // A login keeps its sign-up in progress in the tab's session storage (demo too), and a new one
      // would resume it at the code; each drive here starts at step 1.
      if (signUp) sessionStorage.clear();
      document.body.append(element);
      const view = await rendered(element);
      if (index === 0) expect(mediaListeners.size).toBe(1);
      if (signUp) {
        await signUpToCode(view, index === 11);
        // The countdown is an interval: this is what the checks below must see cleared.
        if (index === 6) expect([...intervals.values()].join('\n')).toContain('use-countdown');
      }
      element.remove();
      // What the first widgets of each kind leave for good is the baseline: React's one listener per
      // document, and one cache entry per query (kept 60 s after its last reader, by design). Anything
      // on top of it grows with every mount. It is taken after the second round: in the first, a widget
      // may go before its demo answers (downloaded on first use) arrive, and so before the queries
      // those answers lead to (the billing date's preview) exist.
      if (index === 2 * tags.length - 1) {
        await waitFor(() => expect(liveWidgetRoots()).toBe(rootsBefore));
        listenersAfterFirstRound = globalListeners();
        cachedAfterFirstRound = queryCache.size;
      }
    }

    await waitFor(() => expect(liveWidgetRoots()).toBe(rootsBefore));
    expect(mediaListeners.size).toBe(0);
    expect([...intervals.values()]).toEqual([]);
    expect([...timeouts.values()]).toEqual([]);
    expect(globalListeners()).toEqual(listenersAfterFirstRound);
    expect(listenersAfterFirstRound.map((listener) => listener.split(' ← ')[0])).toEqual([
      'document selectionchange',
    ]);
    expect(pageConfig.listenerCount).toBe(0);
    expect(demo.session.listenerCount).toBe(0);
    expect(demo.cart.listenerCount).toBe(0);
    expect(queryCache.size).toBe(cachedAfterFirstRound);
    expect(document.body.childElementCount).toBe(0);
  }, 90_000);
});
