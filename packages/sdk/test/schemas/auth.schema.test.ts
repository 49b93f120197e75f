import { describe, expect, test } from 'vitest';
import { createI18n } from '../../src/i18n/create-i18n';
import {
  completeRegistrationRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  verifyEmailRequestSchema,
} from '../../src/schemas/auth.schema';
import { validate } from '../../src/validation/translate-issues';
import { sessionFixture } from '../support/fixtures';

const es = createI18n({ locale: 'es', document: null }).t;

const registration = {
  email: '  Ana.Diaz@Example.CO ',
  password: 'Clave.Segura2026',
  firstName: ' Ana ',
  firstSurname: 'Díaz',
  acceptedTerms: true,
};

const profile = {
  firstName: 'Ana',
  firstSurname: 'Díaz',
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '1.020.304.050',
  ivaResponsible: false,
  electronicBiller: false,
};

describe('registerRequestSchema', () => {
  test('normalizes the e-mail and names', () => {
    expect(validate(registerRequestSchema, registration, es)).toEqual({
      success: true,
      data: { ...registration, email: 'ana.diaz@example.co', firstName: 'Ana' },
    });
  });

  test.each([
    ['acceptedTerms', false, 'Debes aceptar los términos y condiciones.'],
    ['password', 'clave', 'La contraseña debe tener entre 8 y 64 caracteres.'],
    ['email', 'ana@', 'Ingresa un correo electrónico válido.'],
    ['firstName', 'x'.repeat(61), 'Debe tener máximo 60 caracteres.'],
    ['language', 'fr', 'Elige una de las opciones disponibles.'],
  ])('%s = %j → %s', (field, value, message) => {
    const result = validate(registerRequestSchema, { ...registration, [field]: value }, es);
    expect(result.success ? {} : result.fieldErrors[field]).toContain(message);
  });
});

describe('verifyEmailRequestSchema and resetPasswordRequestSchema', () => {
  test.each(['12345', '1234567', 'abcdef'])('a code %j is not 6 digits', (code) => {
    const result = validate(verifyEmailRequestSchema, { email: 'a@b.co', code }, es);
    expect(result.success ? [] : result.fieldErrors.code).toEqual([
      'El código debe tener exactamente 6 dígitos.',
    ]);
  });

  test('a reset needs a token and a strong password', () => {
    const result = validate(resetPasswordRequestSchema, { token: '', password: 'Clave.Segura2026' }, es);
    expect(result.success ? {} : result.fieldErrors).toEqual({ token: ['Este campo es obligatorio.'] });
  });
});

describe('loginRequestSchema', () => {
  test('accepts any non-empty password (old passwords predate the rules)', () => {
    expect(validate(loginRequestSchema, { email: 'a@b.co', password: 'x' }, es).success).toBe(true);
    expect(validate(loginRequestSchema, { email: 'a@b.co', password: '' }, es).success).toBe(false);
  });
});

describe('completeRegistrationRequestSchema', () => {
  test('takes the token and a flat profile, normalized like the taxpayer schema', () => {
    const result = validate(completeRegistrationRequestSchema, { registrationToken: 'tok', ...profile }, es);
    expect(result).toEqual({
      success: true,
      data: expect.objectContaining({
        registrationToken: 'tok',
        documentNumber: '1020304050',
        taxScheme: 'ZZ',
        fiscalResponsibilities: ['R-99-PN'],
      }),
    });
  });

  test('reports taxpayer rules on the profile field to fix', () => {
    const result = validate(
      completeRegistrationRequestSchema,
      {
        registrationToken: 'tok',
        ...profile,
        documentType: '31',
        documentNumber: '800197268',
        verificationDigit: '1',
      },
      es,
    );
    expect(result.success ? {} : result.fieldErrors).toEqual({
      verificationDigit: ['El dígito de verificación no corresponde al NIT. Revisa ambos números.'],
    });
  });
});

describe('sessionResponseSchema', () => {
  test('describes what login answers', () => {
    const session = sessionFixture;
    expect(validate(sessionResponseSchema, session, es).success).toBe(true);
    expect(validate(sessionResponseSchema, { ...session, expiresIn: '1 day' }, es).success).toBe(false);
  });
});
