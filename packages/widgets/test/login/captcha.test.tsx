import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, test } from 'vitest';
import { configure, Login } from '../../src/index';
import { sessionAnswer } from '../support/accounts';
import { altchaAccepts } from '../support/altcha';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { renderWidget } from '../support/render';

describe('<Login> with captcha', () => {
  test('altcha: solves the API challenge in the browser and sends the token with the login', async () => {
    const secret = 'captcha-secret';
    const api = fakeApi({
      'GET /captcha/challenge': async () => ({
        body: await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          deriveKey,
          hmacSignatureSecret: secret,
        }),
      }),
      'POST /auth/login': () => sessionAnswer('ana@example.co'),
    });
    configure({ apiBaseUrl: FAKE_API_BASE, captcha: { provider: 'altcha' } });
    await renderWidget(<Login />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.co');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('heading', { name: 'Hola, Ana' });

    const login = api.requests.find((request) => request.path === '/auth/login');
    expect(await altchaAccepts(String(login?.body?.captcha_token), deriveKey, secret)).toBe(true);
  });

  test('demo widgets never ask for a captcha', async () => {
    const api = fakeApi({});
    configure({ captcha: { provider: 'altcha' } });
    await renderWidget(<Login demo />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.co');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
