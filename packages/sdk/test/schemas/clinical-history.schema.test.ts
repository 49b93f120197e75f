import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createI18n } from '../../src/i18n/create-i18n';
import { createAdmissionRequestSchema } from '../../src/schemas/admission.schema';
import {
  createHistoryEntryRequestSchema,
  MAX_DIAGNOSES,
  signHistoryEntryRequestSchema,
} from '../../src/schemas/clinical-history.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;
const ID = '6f1c2a7e-3b4d-4c5e-9f80-1a2b3c4d5e6f';

const content = {
  reason: 'Cefalea',
  currentIllness: 'Cefalea frontal de tres días.',
  diagnoses: [{ code: 'r51.x', description: 'Cefalea', type: 'presumptive' }],
  plan: 'Acetaminofén y control.',
};

describe('history entries', () => {
  test('codes are stored the Colombian way; optional texts may be left out', () => {
    expect(z.parse(signHistoryEntryRequestSchema, content).diagnoses).toEqual([
      { code: 'R51X', description: 'Cefalea', type: 'presumptive' },
    ]);
  });

  test.each([
    {
      name: 'a 3-character code',
      change: { diagnoses: [{ code: 'I10', description: 'HTA', type: 'confirmed_new' }] },
      es: {
        'diagnoses.0.code': [
          'Ingresa un código CIE-10: una letra, dos dígitos y un dígito o X (por ejemplo, J069 o I10X).',
        ],
      },
      en: {
        'diagnoses.0.code': [
          'Enter a CIE-10 code as a letter, two digits and a digit or X (e.g. J069, I10X).',
        ],
      },
    },
    {
      name: 'too many diagnoses',
      change: {
        diagnoses: ['A09X', 'B349', 'D649', 'E039', 'E119'].map((code) => ({
          code,
          description: code,
          type: 'presumptive',
        })),
      },
      es: { diagnoses: [`Agrega máximo ${MAX_DIAGNOSES} elementos.`] },
      en: { diagnoses: [`Add at most ${MAX_DIAGNOSES} items.`] },
    },
    {
      name: 'the same code twice',
      change: {
        diagnoses: [content.diagnoses[0], { code: 'R51X', description: 'Otra', type: 'confirmed_new' }],
      },
      es: { diagnoses: ['Cada diagnóstico puede aparecer una sola vez.'] },
      en: { diagnoses: ['Each diagnosis can appear only once.'] },
    },
    {
      name: 'a missing reason and plan',
      change: { reason: ' ', plan: undefined },
      es: { reason: ['Este campo es obligatorio.'], plan: ['Este campo es obligatorio.'] },
      en: { reason: ['This field is required.'], plan: ['This field is required.'] },
    },
  ])('$name', ({ change, es: spanish, en: english }) => {
    const esResult = validate(signHistoryEntryRequestSchema, { ...content, ...change }, es);
    const enResult = validate(signHistoryEntryRequestSchema, { ...content, ...change }, en);
    expect(esResult.success ? {} : esResult.fieldErrors).toEqual(spanish);
    expect(enResult.success ? {} : enResult.fieldErrors).toEqual(english);
  });

  test('a direct entry may give when the consultation happened, with its offset', () => {
    expect(
      z.safeParse(createHistoryEntryRequestSchema, { ...content, occurredAt: '2026-07-06T09:00:00-05:00' })
        .success,
    ).toBe(true);
    expect(
      z.safeParse(createHistoryEntryRequestSchema, { ...content, occurredAt: '2026-07-06 09:00' }).success,
    ).toBe(false);
  });
});

describe('admissions', () => {
  const walkIn = { patientId: ID, professionalId: ID, reason: 'Control', payer: { type: 'eps' } };

  test('a walk-in names its professional; an appointment brings its own', () => {
    expect(z.safeParse(createAdmissionRequestSchema, walkIn).success).toBe(true);
    expect(
      z.safeParse(createAdmissionRequestSchema, { ...walkIn, professionalId: undefined, appointmentId: ID })
        .success,
    ).toBe(true);
    const result = validate(createAdmissionRequestSchema, { ...walkIn, professionalId: undefined }, es);
    expect(result.success ? {} : result.fieldErrors).toEqual({
      professionalId: ['Este campo es obligatorio.'],
    });
  });

  test('the payer type is one of the known ones', () => {
    const result = validate(createAdmissionRequestSchema, { ...walkIn, payer: { type: 'seguro' } }, es);
    expect(result.success ? {} : result.fieldErrors).toEqual({
      'payer.type': ['Elige una de las opciones disponibles.'],
    });
  });
});
