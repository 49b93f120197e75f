import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { createOrganization, expectProblem, signUp } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('GET /me', () => {
  test('returns the user data and rules, as login does', async () => {
    const user = await signUp(t);
    const organization = await createOrganization(t, user);
    const response = await call(t.app, 'GET', '/me', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(response.body.user_data).toEqual(
      expect.objectContaining({
        id: user.userId,
        email: user.email,
        birthdate: '1990-08-15',
        document_type: '13',
        document_number: '1020304050',
        organizations: [
          { organization_id: organization.id, name: 'Los Andes', kind: 'company', role: 'owner' },
        ],
      }),
    );
    expect(response.body.user_ability_rules).toContainEqual({
      action: 'manage',
      subject: 'Invoice',
      conditions: { organization_id: organization.id },
    });
  });
});

describe('PATCH /me', () => {
  test('changes only the fields sent; null clears an optional field', async () => {
    const user = await signUp(t);
    const response = await call(t.app, 'PATCH', '/me', {
      token: user.accessToken,
      body: { second_name: 'Lucía', phone: '(604) 444-1234', second_surname: null, language: 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user_data).toEqual(
      expect.objectContaining({
        first_name: 'Camila',
        second_name: 'Lucía',
        second_surname: null,
        phone: '(604) 444-1234',
        language: 'en',
        birthdate: '1990-08-15',
      }),
    );
  });

  test('checks the merged profile as a whole: switching to NIT needs the right check digit', async () => {
    const user = await signUp(t);
    const missing = await call(t.app, 'PATCH', '/me', {
      token: user.accessToken,
      body: { document_type: '31', document_number: '900123456' },
    });
    expectProblem(missing, 422, 'validation_failed');
    expect(Object.keys(missing.body.field_errors)).toEqual(['verification_digit']);
    const fixed = await call(t.app, 'PATCH', '/me', {
      token: user.accessToken,
      body: { document_type: '31', document_number: '900.123.456', verification_digit: '8' },
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.user_data).toEqual(
      expect.objectContaining({ document_number: '900123456', verification_digit: '8' }),
    );
  });

  test('becoming a persona jurídica requires a company name', async () => {
    const user = await signUp(t);
    const response = await call(t.app, 'PATCH', '/me', {
      token: user.accessToken,
      body: {
        taxpayer_type: '1',
        document_type: '31',
        document_number: '900123456',
        verification_digit: '8',
      },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual(['company_name']);
  });

  test('required fields cannot be cleared', async () => {
    const user = await signUp(t);
    const response = await call(t.app, 'PATCH', '/me', {
      token: user.accessToken,
      body: { first_name: null },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors.first_name).toEqual(['Este campo es obligatorio.']);
  });

  test.each([
    ['birthdate', '2999-01-01'],
    ['birthdate', '1990-02-30'],
    ['phone', '12'],
    ['username', 'con espacios'],
    ['language', 'fr'],
  ])('422 for an invalid %s (%s)', async (field, value) => {
    const user = await signUp(t);
    const response = await call(t.app, 'PATCH', '/me', { token: user.accessToken, body: { [field]: value } });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual([field]);
  });

  test('409 username_taken for another account’s username', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    expect(
      (await call(t.app, 'PATCH', '/me', { token: first.accessToken, body: { username: 'ClinicaNorte' } }))
        .status,
    ).toBe(200);
    expectProblem(
      await call(t.app, 'PATCH', '/me', { token: second.accessToken, body: { username: 'clinicanorte' } }),
      409,
      'username_taken',
    );
    expect(
      (await call(t.app, 'PATCH', '/me', { token: first.accessToken, body: { username: 'clinicanorte' } }))
        .status,
    ).toBe(200);
  });

  test('the e-mail is not changed through PATCH', async () => {
    const user = await signUp(t);
    const response = await call(t.app, 'PATCH', '/me', {
      token: user.accessToken,
      body: { email: 'otro@example.co' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user_data.email).toBe(user.email);
  });
});
