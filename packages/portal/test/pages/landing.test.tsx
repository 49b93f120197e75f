import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { renderPortal } from '../support/render-portal';

const api = {
  'GET /services': () => ({ body: { items: [] } }),
  'GET /plans': () => ({ body: { items: [] } }),
  'POST /contact': () => ({ status: 201, body: { message: 'Te contactaremos pronto.' } }),
  'POST /newsletter': () => ({
    status: 202,
    body: { message: 'Listo: te suscribiste al boletín de Facturo.' },
  }),
};

async function openLanding() {
  const view = await renderPortal({ path: '/landing-page', config: { justLandingPage: true }, api });
  await view.findByRole('heading', { level: 1, name: /Factura electrónica sin enredos/ });
  // The forms are their own chunk, requested at once where the page cannot watch the scrolling (jsdom).
  await view.findByRole('form', { name: 'Envíanos un mensaje' });
  return view;
}

describe('the landing page', () => {
  test('has every section, reachable by hash, and no serious accessibility problem', async () => {
    const view = await openLanding();
    for (const id of ['features', 'pricing', 'faq', 'team', 'contact'])
      expect(document.getElementById(id), id).not.toBeNull();
    for (const name of [
      'Planes a la medida de tu volumen',
      'Lo que nos preguntan antes de empezar',
      'Hablemos de tu empresa',
    ]) {
      expect(view.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    await expectNoSeriousA11yViolations(view.container);
  });

  test('the hero’s example invoice prices the Emprendedor plan as the checkout does: IVA excluded', async () => {
    const view = await openLanding();
    const example = view.getByRole('figure');
    expect(within(example).getByText('Plan Emprendedor, pago anual')).toBeTruthy();
    expect(within(example).getByText('IVA excluido')).toBeTruthy();
    expect(within(example).queryByText(/IVA 19/)).toBeNull();
    expect(within(example).getAllByText('$ 342.000')).toHaveLength(2);
  });

  test('the contact form explains what is missing, in Spanish', async () => {
    const view = await openLanding();
    const form = view.getByRole('form', { name: 'Envíanos un mensaje' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findAllByText('Este campo es obligatorio.')).not.toHaveLength(0);
    expect(within(form).getByText(/Debes autorizar el tratamiento de tus datos personales/)).toBeTruthy();
    expect(view.api.calls.some((call) => call.path === '/contact')).toBe(false);
  });

  test('a complete message is sent and answered with "Te contactaremos pronto."', async () => {
    const view = await openLanding();
    const form = view.getByRole('form', { name: 'Envíanos un mensaje' });
    fireEvent.change(within(form).getByLabelText('Nombre completo'), {
      target: { value: 'Marta Lucía Gómez' },
    });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'marta@ferreteria33.co' },
    });
    fireEvent.change(within(form).getByLabelText(/^Mensaje/), {
      target: { value: 'Emitimos 300 facturas al mes. ¿Qué plan nos sirve?' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Autorizo a Facturo/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByText('Te contactaremos pronto.')).toBeTruthy();
    const sent = view.api.calls.find((call) => call.path === '/contact');
    expect(sent?.body).toEqual({
      name: 'Marta Lucía Gómez',
      email: 'marta@ferreteria33.co',
      topic: 'sales',
      message: 'Emitimos 300 facturas al mes. ¿Qué plan nos sirve?',
      privacy_accepted: true,
    });
  });

  test('the newsletter sign-up confirms', async () => {
    const view = await openLanding();
    const form = view.getByRole('form', { name: 'Entérate de los cambios de la DIAN' });
    fireEvent.change(within(form).getByLabelText('Correo electrónico'), {
      target: { value: 'marta@ferreteria33.co' },
    });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Suscribirme' }));
    await waitFor(() => expect(screen.getByText(/Te suscribiste al boletín/)).toBeTruthy());
    expect(view.api.calls.find((call) => call.path === '/newsletter')?.body).toEqual({
      email: 'marta@ferreteria33.co',
      language: 'es',
      privacy_accepted: true,
    });
  });
});
