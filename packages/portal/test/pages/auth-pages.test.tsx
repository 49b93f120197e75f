import { act, fireEvent } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { renderPortal } from '../support/render-portal';

const api = {
  'POST /auth/verify-email': () => ({ body: { registrationToken: 'reg-token', expiresIn: 900 } }),
};

describe('the later sign-up steps have their own pages', () => {
  test('/verify-email?email=… asks for that address’s code, and /personal-info then resumes', async () => {
    const view = await renderPortal({
      path: '/verify-email?email=sofia%40example.co',
      config: { justLandingPage: true },
      api,
    });
    expect(await view.findByRole('heading', { level: 2, name: 'Revisa tu correo' })).toBeTruthy();
    expect(view.getByText('sofia@example.co')).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);
    fireEvent.change(view.getByLabelText('Código de verificación'), { target: { value: '482913' } });
    fireEvent.click(view.getByRole('button', { name: 'Verificar correo' }));
    expect(await view.findByRole('heading', { level: 2, name: 'Completa tus datos' })).toBeTruthy();
    expect(view.api.calls.find((call) => call.path === '/auth/verify-email')?.body).toEqual({
      email: 'sofia@example.co',
      code: '482913',
    });

    // The visitor leaves for the landing page and comes back to the personal step.
    await act(() => view.router.navigate('/landing-page'));
    await view.findByRole('heading', { level: 1, name: /Factura electrónica sin enredos/ });
    await act(() => view.router.navigate('/personal-info'));
    expect(await view.findByRole('heading', { level: 2, name: 'Completa tus datos' })).toBeTruthy();
  });

  test('/personal-info with nothing to resume starts the sign-up and says why', async () => {
    const view = await renderPortal({ path: '/personal-info', config: { justLandingPage: true }, api });
    expect(await view.findByRole('heading', { level: 2, name: 'Crea tu cuenta' })).toBeTruthy();
    expect(view.getByText(/No encontramos en este navegador el registro que dejaste a medias/)).toBeTruthy();
  });
});
