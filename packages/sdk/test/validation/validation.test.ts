import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createI18n } from '../../src/i18n/create-i18n';
import {
  acceptedTerms,
  alpha,
  between,
  confirmPassword,
  email,
  integer,
  matches,
  minLength,
  password,
  required,
  url,
  username,
  verificationCode,
} from '../../src/validation/rules';
import { translateIssues, validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null });
const en = createI18n({ locale: 'en', document: null });

interface RuleCase {
  rule: string;
  schema: z.ZodMiniType;
  value: unknown;
  es: string[] | null;
  en: string[] | null;
}

const cases: RuleCase[] = [
  {
    rule: 'required',
    schema: required(),
    value: '  ',
    es: ['Este campo es obligatorio.'],
    en: ['This field is required.'],
  },
  {
    rule: 'required',
    schema: required(),
    value: undefined,
    es: ['Este campo es obligatorio.'],
    en: ['This field is required.'],
  },
  { rule: 'required', schema: required(), value: 'Ana', es: null, en: null },
  {
    rule: 'email',
    schema: email(),
    value: 'ana@',
    es: ['Ingresa un correo electrónico válido.'],
    en: ['Enter a valid email address.'],
  },
  { rule: 'email', schema: email(), value: ' Ana@Facturo.co ', es: null, en: null },
  {
    rule: 'url',
    schema: url(),
    value: 'facturo',
    es: ['Ingresa una URL válida.'],
    en: ['Enter a valid URL.'],
  },
  {
    rule: 'url',
    schema: url(),
    value: 'javascript:alert(1)',
    es: ['Ingresa una URL válida.'],
    en: ['Enter a valid URL.'],
  },
  { rule: 'url', schema: url(), value: 'https://facturo.co/planes', es: null, en: null },
  {
    rule: 'integer',
    schema: integer(),
    value: '12.5',
    es: ['Ingresa un número entero.'],
    en: ['Enter a whole number.'],
  },
  { rule: 'integer', schema: integer(), value: '12', es: null, en: null },
  {
    rule: 'integer',
    schema: integer(),
    value: 'doce',
    es: ['Ingresa un número entero.'],
    en: ['Enter a whole number.'],
  },
  {
    rule: 'integer',
    schema: integer(),
    value: '',
    es: ['Este campo es obligatorio.'],
    en: ['This field is required.'],
  },
  {
    rule: 'between',
    schema: between(1, 28),
    value: 29,
    es: ['Ingresa un número entre 1 y 28.'],
    en: ['Enter a number between 1 and 28.'],
  },
  {
    rule: 'between',
    schema: between(1, 28),
    value: '0',
    es: ['Ingresa un número entre 1 y 28.'],
    en: ['Enter a number between 1 and 28.'],
  },
  { rule: 'between', schema: between(1, 28), value: '15', es: null, en: null },
  {
    rule: 'alpha',
    schema: alpha(),
    value: 'Ana1',
    es: ['Solo se permiten letras.'],
    en: ['Only letters are allowed.'],
  },
  { rule: 'alpha', schema: alpha(), value: 'Muñoz', es: null, en: null },
  {
    rule: 'regex',
    schema: matches(/^[A-Z]{1,4}$/),
    value: 'setp1',
    es: ['El formato no es válido.'],
    en: ['The format is not valid.'],
  },
  {
    rule: 'minLength',
    schema: minLength(5),
    value: 'abc',
    es: ['Debe tener al menos 5 caracteres.'],
    en: ['Must be at least 5 characters long.'],
  },
  {
    rule: 'acceptedTerms',
    schema: acceptedTerms(),
    value: false,
    es: ['Debes aceptar los términos y condiciones.'],
    en: ['You must accept the terms and conditions.'],
  },
  { rule: 'acceptedTerms', schema: acceptedTerms(), value: true, es: null, en: null },
  {
    rule: 'username',
    schema: username({ min: 4, max: 12 }),
    value: 'ana_maria',
    es: ['El nombre de usuario debe tener entre 4 y 12 caracteres, solo letras y números.'],
    en: ['The username must be between 4 and 12 characters, letters and numbers only.'],
  },
  {
    rule: 'username',
    schema: username({ min: 4, max: 12 }),
    value: 'ana',
    es: ['El nombre de usuario debe tener entre 4 y 12 caracteres, solo letras y números.'],
    en: ['The username must be between 4 and 12 characters, letters and numbers only.'],
  },
  { rule: 'username', schema: username({ min: 4, max: 12 }), value: 'anamaria85', es: null, en: null },
  {
    rule: 'password',
    schema: password({ max: 20 }),
    value: 'short',
    es: [
      'La contraseña debe tener entre 8 y 20 caracteres.',
      'La contraseña debe tener al menos una letra mayúscula.',
      'La contraseña debe tener al menos un número.',
      'La contraseña debe tener al menos uno de estos caracteres: !@#$%()&.*',
    ],
    en: [
      'The password must be between 8 and 20 characters long.',
      'The password must include at least one uppercase letter.',
      'The password must include at least one number.',
      'The password must include at least one of these characters: !@#$%()&.*',
    ],
  },
  {
    rule: 'password',
    schema: password({ max: 20 }),
    value: 'ALLUPPER123!',
    es: ['La contraseña debe tener al menos una letra minúscula.'],
    en: ['The password must include at least one lowercase letter.'],
  },
  {
    rule: 'password',
    schema: password({ max: 12 }),
    value: 'Facturo2026!Largo',
    es: ['La contraseña debe tener entre 8 y 12 caracteres.'],
    en: ['The password must be between 8 and 12 characters long.'],
  },
  {
    rule: 'password',
    schema: password(),
    value: 'Facturo2026?',
    es: ['La contraseña debe tener al menos uno de estos caracteres: !@#$%()&.*'],
    en: ['The password must include at least one of these characters: !@#$%()&.*'],
  },
  { rule: 'password', schema: password(), value: 'Facturo2026!', es: null, en: null },
  {
    rule: 'password',
    schema: password(),
    value: '',
    es: ['Este campo es obligatorio.'],
    en: ['This field is required.'],
  },
  {
    rule: 'verificationCode',
    schema: verificationCode(),
    value: '12345a',
    es: ['El código debe tener exactamente 6 dígitos.'],
    en: ['The code must be exactly 6 digits.'],
  },
  {
    rule: 'verificationCode',
    schema: verificationCode(),
    value: '1234567',
    es: ['El código debe tener exactamente 6 dígitos.'],
    en: ['The code must be exactly 6 digits.'],
  },
  { rule: 'verificationCode', schema: verificationCode(), value: '042613', es: null, en: null },
];

describe('validation rules', () => {
  test.each(cases)('$rule: $value', ({ schema, value, es: esMessages, en: enMessages }) => {
    for (const [i18n, expected] of [
      [es, esMessages],
      [en, enMessages],
    ] as const) {
      const result = validate(schema, value, i18n.t);
      if (expected === null) expect(result).toMatchObject({ success: true });
      else expect(result).toEqual({ success: false, fieldErrors: { _: expected } });
    }
  });

  test('email is trimmed and lower-cased', () => {
    expect(validate(email(), ' Ana@Facturo.CO ', es.t)).toEqual({ success: true, data: 'ana@facturo.co' });
  });

  test('integer and between accept numeric strings from inputs', () => {
    expect(validate(between(1, 28), '15', es.t)).toEqual({ success: true, data: 15 });
  });
});

describe('confirmPassword', () => {
  const schema = confirmPassword(z.object({ password: password(), confirmPassword: z.string() }));

  test.each([
    { locale: 'es', i18n: es, message: 'Las contraseñas no coinciden.' },
    { locale: 'en', i18n: en, message: 'The passwords do not match.' },
  ])('reports a mismatch on the confirmation field in $locale', ({ i18n, message }) => {
    expect(validate(schema, { password: 'Facturo2026!', confirmPassword: 'Facturo2026*' }, i18n.t)).toEqual({
      success: false,
      fieldErrors: { confirmPassword: [message] },
    });
  });

  test('an empty confirmation is required with the other fields, not only once they are valid', () => {
    expect(validate(schema, { password: '', confirmPassword: '' }, es.t)).toEqual({
      success: false,
      fieldErrors: {
        password: ['Este campo es obligatorio.'],
        confirmPassword: ['Este campo es obligatorio.'],
      },
    });
  });

  test('accepts matching passwords', () => {
    expect(
      validate(schema, { password: 'Facturo2026!', confirmPassword: 'Facturo2026!' }, es.t).success,
    ).toBe(true);
  });
});

describe('translateIssues', () => {
  test('groups by dotted path and maps zod defaults to catalogue messages', () => {
    const schema = z.strictObject({
      items: z.array(z.object({ planId: z.string(), cycle: z.enum(['monthly', 'annual']) })),
      name: z.string().check(z.maxLength(3)),
    });
    const result = z.safeParse(schema, { items: [{ cycle: 'weekly' }], name: 'Facturo', extra: 1 });
    expect(result.success).toBe(false);
    expect(translateIssues(result.error?.issues ?? [], es.t)).toEqual({
      'items.0.planId': ['Este campo es obligatorio.'],
      'items.0.cycle': ['Elige una de las opciones disponibles.'],
      name: ['Debe tener máximo 3 caracteres.'],
      extra: ['Este campo no está permitido.'],
    });
  });
});

describe('wrong types versus missing values', () => {
  test('validate tells a missing field from a wrong type', () => {
    const schema = z.object({ name: z.string(), active: z.boolean() });
    expect(validate(schema, { active: 'yes' }, es.t)).toEqual({
      success: false,
      fieldErrors: { name: ['Este campo es obligatorio.'], active: ['Este valor no es válido.'] },
    });
  });
});
