import { decamelizeKeys } from '@facturo/sdk/http';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Login } from '../../src/index';
import { apiError, sessionAnswer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

const registered = (resendAfterSeconds = 60) => ({
  status: 201,
  body: decamelizeKeys({ email: 'sofia@example.co', codeExpiresInSeconds: 600, resendAfterSeconds }),
});

async function fillRegistration() {
  await userEvent.type(screen.getByLabelText('Primer nombre'), 'Sofía');
  await userEvent.type(screen.getByLabelText('Primer apellido'), 'Restrepo');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'sofia@example.co');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Factura#2026');
  await userEvent.type(screen.getByLabelText('Confirma la contraseña'), 'Factura#2026');
  await userEvent.click(screen.getByLabelText(/Acepto los términos/));
  await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

/** Renders the sign-up and takes it, through a verified code, to its last step (personal data). */
async function reachPersonalStep() {
  fakeApi({
    'POST /auth/register': () => registered(),
    'POST /auth/verify-email': () => ({ body: { registration_token: 't', expires_in: 900 } }),
  });
  await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
  await fillRegistration();
  await userEvent.type(await screen.findByLabelText('Código de verificación'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verificar correo' }));
}

describe('<Login mode="register">', () => {
  test('register → 6-digit code → personal and taxpayer information → signed in', async () => {
    const api = fakeApi({
      'POST /auth/register': () => registered(),
      'POST /auth/verify-email': ({ body }) =>
        body?.code === '482913'
          ? { body: { registration_token: 'reg-token', expires_in: 900 } }
          : apiError(422, 'wrong_code'),
      'POST /auth/complete-registration': () => sessionAnswer('sofia@example.co', 'Sofía'),
    });
    const onLogin = vi.fn();
    const { container } = await renderWidget(
      <Login apiBase={FAKE_API_BASE} mode="register" onLogin={onLogin} />,
    );
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
    await expectNoSeriousA11yViolations(container);
    await fillRegistration();

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBe(document.activeElement);
    expect(api.requests[0]?.body).toMatchObject({
      email: 'sofia@example.co',
      first_name: 'Sofía',
      accepted_terms: true,
      language: 'es',
    });
    expect(api.requests[0]?.body).not.toHaveProperty('confirm_password');
    const resend = screen.getByRole('button', {
      name: /Podrás pedir otro código en (1:00|0:59)/,
    }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await expectNoSeriousA11yViolations(container);

    await userEvent.type(screen.getByLabelText('Código de verificación'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar correo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El código de verificación no es válido.');
    await userEvent.clear(screen.getByLabelText('Código de verificación'));
    await userEvent.type(screen.getByLabelText('Código de verificación'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar correo' }));

    expect(await screen.findByRole('heading', { name: 'Completa tus datos' })).toBeTruthy();
    expect((screen.getByLabelText('Primer nombre') as HTMLInputElement).value).toBe('Sofía');
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(screen.getByLabelText('Persona jurídica'));
    expect((screen.getByLabelText('Tipo de documento') as HTMLSelectElement).value).toBe('31');
    await userEvent.type(screen.getByLabelText('Razón social'), 'Restrepo Contadores S.A.S.');
    await userEvent.type(screen.getByLabelText('Número de documento'), '800197268');
    expect((screen.getByLabelText('DV') as HTMLInputElement).value).toBe('4');
    await userEvent.click(screen.getByLabelText('Soy responsable de IVA'));
    await userEvent.click(screen.getByRole('button', { name: 'Terminar registro' }));

    expect(await screen.findByRole('heading', { name: 'Hola, Sofía' })).toBeTruthy();
    expect(api.requests.at(-1)?.body).toMatchObject({
      registration_token: 'reg-token',
      taxpayer_type: '1',
      document_type: '31',
      document_number: '800197268',
      verification_digit: '4',
      company_name: 'Restrepo Contadores S.A.S.',
      iva_responsible: true,
      first_name: 'Sofía',
    });
    expect(onLogin).toHaveBeenCalledOnce();
  }, 30_000);

  test('the personal step reports the sdk rules on their fields', async () => {
    await reachPersonalStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Terminar registro' }));
    const number = screen.getByLabelText('Número de documento');
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });

  // The error is the last description of a field (after its hint).
  const errorOf = (label: string) => {
    const field = screen.getByLabelText(label);
    const id = field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    return [field.getAttribute('aria-invalid'), document.getElementById(id)?.textContent];
  };
  const required = ['true', 'Este campo es obligatorio.'];

  test.each([
    ['Primer nombre'],
    ['Primer apellido'],
    ['Correo electrónico'],
    ['Contraseña'],
    ['Confirma la contraseña'],
  ])('step 1 sent empty: %s is flagged as required', async (label) => {
    fakeApi({});
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(errorOf(label)).toEqual(required);
  });

  test('step 3 sent empty as a persona jurídica: the razón social and the number are flagged as required', async () => {
    await reachPersonalStep();
    await userEvent.click(await screen.findByLabelText('Persona jurídica'));
    await userEvent.click(screen.getByRole('button', { name: 'Terminar registro' }));
    expect(errorOf('Razón social')).toEqual(required);
    expect(errorOf('Número de documento')).toEqual(required);
  });

  test('resend: a rate-limited answer shows the wait and restarts the countdown', async () => {
    fakeApi({
      'POST /auth/register': () => registered(0),
      'POST /auth/resend-code': () => apiError(429, 'rate_limited', { retry_after_seconds: 42 }),
    });
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    await fillRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar un código nuevo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hiciste demasiados intentos. Espera 42 segundos y vuelve a intentarlo.',
    );
    const button = screen.getByRole('button', {
      name: /Podrás pedir otro código en 0:4[12]/,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  test('resend: a new code restarts the countdown and says so', async () => {
    fakeApi({
      'POST /auth/register': () => registered(0),
      'POST /auth/resend-code': () => ({ status: 202, body: { resend_after_seconds: 60 } }),
    });
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    await fillRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar un código nuevo' }));
    expect(await screen.findByText('Te enviamos un código nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Podrás pedir otro código en/ })).toBeTruthy();
  });

  test('an address already registered is reported from the catalogue', async () => {
    fakeApi({ 'POST /auth/register': () => apiError(409, 'email_taken') });
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    await fillRegistration();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ya hay una cuenta registrada con este correo.',
    );
  });
});

describe('<Login mode="register"> consent', () => {
  test('the consent links to the terms and the data policy (new tab), at the configured legal site', async () => {
    fakeApi({});
    const { pageConfig } = await import('../../src/runtime/core/config/config-store');
    pageConfig.configure({ legalBaseUrl: 'https://portal.facturo.example/' });
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    const consent = screen.getByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de tratamiento de datos personales.',
    });
    expect(consent).toBeTruthy();
    const terms = screen.getByRole('link', { name: 'términos y condiciones' });
    expect(terms.getAttribute('href')).toBe('https://portal.facturo.example/legal/terminos');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('link', { name: 'política de tratamiento de datos personales' }).getAttribute('href'),
    ).toBe('https://portal.facturo.example/legal/privacidad');
  });
});
