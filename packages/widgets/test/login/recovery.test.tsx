import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Login } from '../../src/index';
import { apiError } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

describe('<Login> — password recovery', () => {
  test('forgot-password answers with the neutral message', async () => {
    const api = fakeApi({ 'POST /auth/forgot-password': () => ({ status: 202, body: { message: 'ok' } }) });
    const { container } = await renderWidget(<Login apiBase={FAKE_API_BASE} mode="forgot-password" />);
    await expectNoSeriousA11yViolations(container);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'quien@example.co');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Si el correo está registrado, te llegará un enlace para restablecer tu contraseña.',
    );
    expect(api.requests[0]?.body).toEqual({ email: 'quien@example.co' });
  });

  test('reset-password sets the new password with the link token, then offers the login', async () => {
    const api = fakeApi({ 'POST /auth/reset-password': () => ({ status: 204 }) });
    const { container } = await renderWidget(
      <Login apiBase={FAKE_API_BASE} mode="reset-password" resetToken="tok-123" />,
    );
    await expectNoSeriousA11yViolations(container);
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'Nueva#Clave9');
    await userEvent.type(screen.getByLabelText('Confirma la contraseña'), 'Nueva#Clave8');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Confirma la contraseña'));
    await userEvent.type(screen.getByLabelText('Confirma la contraseña'), 'Nueva#Clave9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Tu contraseña se cambió. Inicia sesión con la nueva.',
    );
    expect(api.requests[0]?.body).toEqual({ token: 'tok-123', password: 'Nueva#Clave9' });
  });

  test('an expired link is explained with the catalogue text', async () => {
    fakeApi({ 'POST /auth/reset-password': () => apiError(400, 'reset_token_invalid') });
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="reset-password" resetToken="old" locale="en" />);
    await userEvent.type(screen.getByLabelText('New password'), 'Nueva#Clave9');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Nueva#Clave9');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This password reset link');
  });

  test('without a token the reset screen says the link is not valid', async () => {
    await renderWidget(<Login apiBase={FAKE_API_BASE} mode="reset-password" />);
    expect(screen.getByRole('alert').textContent).toContain('no es válido');
  });

  test('the mode prop switches the screen in place', async () => {
    fakeApi({});
    const { rerender } = await renderWidget(<Login apiBase={FAKE_API_BASE} />);
    await rerender(<Login apiBase={FAKE_API_BASE} mode="forgot-password" />);
    expect(await screen.findByRole('heading', { name: 'Recupera tu contraseña' })).toBeTruthy();
  });
});
