import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import '../../src/elements';
import { SubscriptionManager } from '../../src/index';
import { liveWidgetRoots } from '../../src/runtime/react/elements/react-mount';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn, subscription, wire } from '../support/billing';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';
import { mountElement } from '../support/shadow';
import { pickPlanChange } from '../support/subscription-manager';

// Elements unmount their React tree a microtask after they leave the page: wait for it here, while
// the DOM still exists.
afterEach(async () => {
  document.body.replaceChildren();
  await waitFor(() => expect(liveWidgetRoots()).toBe(0));
});

describe('<facturo-subscription-manager>', () => {
  test('renders in its shadow root, follows the locale attribute and bubbles its events out', async () => {
    signIn();
    const id = subscription().id;
    fakeApi({
      'GET /subscriptions': () => wire({ items: [subscription()] }),
      [`POST /subscriptions/${id}/cancel`]: () => wire(subscription({ cancelAtPeriodEnd: true })),
    });
    await import('../../src/subscription-manager/subscription-manager');
    const { element, view } = await mountElement(
      `<facturo-subscription-manager api-base="${FAKE_API_BASE}"></facturo-subscription-manager>`,
    );
    expect(element.shadowRoot).toBeTruthy();
    expect(await view.findByRole('heading', { name: 'Tus planes' })).toBeTruthy();
    const changes: unknown[] = [];
    document.addEventListener('facturo-subscription-change', (event) => changes.push(event.detail));

    await userEvent.click(await view.findByRole('button', { name: 'Cancelar suscripción' }));
    await userEvent.click(view.getByRole('button', { name: 'Sí, cancelar al final del periodo' }));
    await waitFor(() => expect(changes).toEqual([{ subscriptionId: id, action: 'cancelled' }]));

    element.setAttribute('locale', 'en');
    expect(await view.findByRole('heading', { name: 'Your plans' })).toBeTruthy();
  });
});

describe('<SubscriptionManager demo>', () => {
  test('two example subscriptions relative to today; a change is quoted and kept in memory, nothing sent', async () => {
    const api = fakeApi({});
    await renderWidget(<SubscriptionManager demo />);
    const pyme = within(await screen.findByRole('listitem', { name: 'Pyme' }));
    expect(screen.getByRole('listitem', { name: 'Nómina hasta 25 empleados' })).toBeTruthy();
    expect(screen.getByText('Ejemplo: nada de lo que cambies aquí se guarda ni se cobra.')).toBeTruthy();
    expect(pyme.getByText('Quedan 17 días')).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);

    // Monthly → annual is a step up: quoted today, with a credit for the unused days.
    const select = await pickPlanChange(pyme, 'invoicing-pyme-600|annual');
    expect(await pyme.findByText(/^Pagas hoy \$ /)).toBeTruthy();
    // A cheaper plan waits for the renewal.
    await userEvent.selectOptions(select, 'invoicing-start-120|monthly');
    await userEvent.click(await pyme.findByRole('button', { name: 'Programar cambio' }));
    expect(
      await pyme.findByText(/^Cambio programado: desde el .* pasas a Emprendedor \(mensual\)\.$/),
    ).toBeTruthy();

    await userEvent.click(pyme.getByText('Historial de cambios'));
    expect(
      await pyme.findByText(/Ana Ospina programó el cambio de Pyme \(mensual\) a Emprendedor \(mensual\)/),
    ).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
