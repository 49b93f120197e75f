import { decamelizeKeys } from '@facturo/sdk/http';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { Login } from '../../src/index';
import type { LoginMode } from '../../src/login/login.types';
import type { PendingSignUp } from '../../src/login/pending-sign-up';
import { startScreen } from '../../src/login/start-screen';
import { sessionAnswer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

const EMAIL = 'sofia@example.co';

function signUpApi() {
  return fakeApi({
    'POST /auth/register': () => ({
      status: 201,
      body: decamelizeKeys({ email: EMAIL, codeExpiresInSeconds: 600, resendAfterSeconds: 60 }),
    }),
    'POST /auth/verify-email': () => ({ body: { registration_token: 'reg-token', expires_in: 900 } }),
    'POST /auth/complete-registration': () => sessionAnswer(EMAIL, 'Sofía'),
  });
}

async function register() {
  await userEvent.type(screen.getByLabelText('Primer nombre'), 'Sofía');
  await userEvent.type(screen.getByLabelText('Primer apellido'), 'Restrepo');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), EMAIL);
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Factura#2026');
  await userEvent.type(screen.getByLabelText('Confirma la contraseña'), 'Factura#2026');
  await userEvent.click(screen.getByLabelText(/Acepto los términos/));
  await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  await screen.findByRole('heading', { name: 'Revisa tu correo' });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a sign-up left halfway resumes in the same tab', () => {
  test('after a reload at each step: the code step, then the personal step with the kept token', async () => {
    const api = signUpApi();
    const first = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    await register();
    first.unmount();

    // The page reloads on the sign-up: the widget opens on the code sent to the same address.
    const second = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Código de verificación'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar correo' }));
    await screen.findByRole('heading', { name: 'Completa tus datos' });
    second.unmount();

    const { container } = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="profile" />);
    expect(await screen.findByRole('heading', { name: 'Completa tus datos' })).toBeTruthy();
    expect((screen.getByLabelText('Primer nombre') as HTMLInputElement).value).toBe('Sofía');
    await expectNoSeriousA11yViolations(container);
    await userEvent.type(screen.getByLabelText('Número de documento'), '1017234567');
    await userEvent.click(screen.getByRole('button', { name: 'Terminar registro' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Sofía' })).toBeTruthy();
    expect(api.requests.at(-1)?.body).toMatchObject({ registration_token: 'reg-token' });
    // The account exists: nothing is left to resume in this tab.
    expect(Object.keys(sessionStorage).filter((key) => key.endsWith(':sign-up'))).toEqual([]);
  }, 30_000);

  test('mode="verify" takes the address from `email`, else from the page’s ?email=', async () => {
    const api = signUpApi();
    const view = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="verify" email={EMAIL} />);
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    view.unmount();

    window.history.replaceState(null, '', '/verify-email?email=ana%40example.co');
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="verify" />);
    expect(screen.getByText('ana@example.co')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Código de verificación'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar correo' }));
    await screen.findByRole('heading', { name: 'Completa tus datos' });
    expect(api.requests.at(-1)?.body).toEqual({ email: 'ana@example.co', code: '482913' });
  });

  test('a later step with nothing to resume starts the sign-up over, and says why', async () => {
    signUpApi();
    const { container } = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="profile" />);
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(
      screen.getByText(/No encontramos en este navegador el registro que dejaste a medias/),
    ).toBeTruthy();
    await expectNoSeriousA11yViolations(container);
  });

  test('"Usar otro correo" forgets the sign-up in progress', async () => {
    signUpApi();
    const view = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    await register();
    await userEvent.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    view.unmount();
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="register" />);
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy();
  });
});

const pending = (registrationToken: string | null): PendingSignUp => ({
  email: EMAIL,
  names: null,
  registrationToken,
});

describe('the first screen', () => {
  test.each<[LoginMode, PendingSignUp | null, string, string, boolean]>([
    ['register', null, '', 'register', false],
    ['register', pending(null), '', 'verify', false],
    ['register', pending('t'), '', 'profile', false],
    ['verify', null, EMAIL, 'verify', false],
    ['verify', null, '', 'register', true],
    ['profile', pending('t'), EMAIL, 'profile', false],
    // A token belongs to its address: another address has to verify its own code first.
    ['profile', pending('t'), 'otra@example.co', 'verify', false],
    ['profile', null, EMAIL, 'verify', false],
    ['profile', null, '', 'register', true],
    ['login', pending('t'), '', 'login', false],
  ])('%s with %o and e-mail "%s" opens %s', (mode, state, email, screenName, restarted) => {
    expect(startScreen(mode, state, email)).toMatchObject({ screen: screenName, restarted });
  });
});
