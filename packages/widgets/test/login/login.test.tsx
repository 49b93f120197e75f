import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Login } from '../../src/index';
import { apiError, sessionAnswer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

async function logIn(
  email: string,
  password: string,
  scope: Pick<typeof screen, 'getByLabelText' | 'getByRole'> = screen,
) {
  await userEvent.type(scope.getByLabelText('Correo electrónico'), email);
  await userEvent.type(scope.getByLabelText('Contraseña'), password);
  await userEvent.click(scope.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('<Login> — login', () => {
  test('signs in, stores the session for this API and dispatches facturo-login { user }', async () => {
    const api = fakeApi({ 'POST /auth/login': ({ body }) => sessionAnswer(String(body?.email)) });
    const onLogin = vi.fn();
    await renderWidget(<Login apiBase={FAKE_API_BASE} onLogin={onLogin} />);
    await logIn('Ana@Example.co ', 'Secreta#2026');

    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
    expect(api.requests[0]?.body).toEqual({ email: 'ana@example.co', password: 'Secreta#2026' });
    expect(onLogin.mock.calls[0]?.[0].detail.user.email).toBe('ana@example.co');
    const stored = localStorage.getItem(`facturo:${FAKE_API_BASE}:accessToken`);
    expect(JSON.parse(stored ?? 'null')).toBe('header.payload.signature');
  });

  test('wrong credentials show the catalogue message, in the widget locale', async () => {
    fakeApi({ 'POST /auth/login': () => apiError(401, 'invalid_credentials') });
    const { rerender } = await renderWidget(<Login apiBase={FAKE_API_BASE} />);
    await logIn('ana@example.co', 'Mala#12345');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El correo o la contraseña no son correctos.',
    );

    await rerender(<Login apiBase={FAKE_API_BASE} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The email or password is incorrect.'),
    );
  });

  test('empty fields are reported on each field without a request', async () => {
    const api = fakeApi({});
    await renderWidget(<Login apiBase={FAKE_API_BASE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Este campo es obligatorio.');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('a locale change keeps what was typed and re-translates the errors', async () => {
    fakeApi({});
    const { rerender } = await renderWidget(<Login apiBase={FAKE_API_BASE} />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    await rerender(<Login apiBase={FAKE_API_BASE} locale="en" theme="dark" />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('no-es-un-correo');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
  });

  test('widgets on the same API share one session: sign in once, both show it; sign out from either', async () => {
    fakeApi({
      'POST /auth/login': ({ body }) => sessionAnswer(String(body?.email), 'Luis'),
      'POST /auth/logout': () => ({ status: 204 }),
    });
    const onLogout = vi.fn();
    const { container } = await renderWidget(
      <>
        <Login apiBase={FAKE_API_BASE} />
        <Login apiBase={FAKE_API_BASE} mode="register" onLogout={onLogout} />
      </>,
    );
    await logIn('luis@example.co', 'Secreta#2026', within(container.firstElementChild as HTMLElement));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Hola, Luis' })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar sesión' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryAllByRole('heading', { name: 'Hola, Luis' })).toHaveLength(0));
    expect(onLogout.mock.calls[0]?.[0].detail.user.email).toBe('luis@example.co');
    expect(localStorage.getItem(`facturo:${FAKE_API_BASE}:accessToken`)).toBeNull();
  });

  test('translations override a text for one widget only', async () => {
    fakeApi({});
    await renderWidget(
      <>
        <Login apiBase={FAKE_API_BASE} translations={{ es: { login: { loginTitle: 'Entra a Facturo' } } }} />
        <Login apiBase={FAKE_API_BASE} />
      </>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Entra a Facturo',
      'Inicia sesión',
    ]);
  });

  test('has no serious accessibility violations, with and without errors', async () => {
    fakeApi({ 'POST /auth/login': () => apiError(401, 'invalid_credentials') });
    const { container } = await renderWidget(<Login apiBase={FAKE_API_BASE} />);
    await expectNoSeriousA11yViolations(container);
    await logIn('ana@example.co', 'x');
    await screen.findByRole('alert');
    await expectNoSeriousA11yViolations(container);
  });
});
