import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { pricePlan } from '../../src/billing/plan-derivations';
import { createI18n } from '../../src/i18n/create-i18n';
import {
  planListResponseSchema,
  planSchema,
  SERVICE_IDS,
  serviceListResponseSchema,
  serviceSchema,
} from '../../src/schemas/plan.schema';
import { validate } from '../../src/validation/translate-issues';
import { certificatePlan, invoicingPlan } from './plan.fixtures';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

interface Case {
  name: string;
  input: Record<string, unknown>;
  es: Record<string, string[]>;
  en: Record<string, string[]>;
}

const cases: Case[] = [
  {
    name: 'a slug with capitals and spaces',
    input: { ...invoicingPlan, id: 'Plan Pyme' },
    es: { id: ['Usa solo letras minúsculas, números y guiones sencillos.'] },
    en: { id: ['Use only lowercase letters, numbers and single hyphens.'] },
  },
  {
    name: 'an unknown service and a missing period',
    input: { ...invoicingPlan, serviceId: 'fax', documentsPeriod: undefined },
    es: {
      serviceId: ['Elige una de las opciones disponibles.'],
      documentsPeriod: ['Este campo es obligatorio.'],
    },
    en: { serviceId: ['Choose one of the available options.'], documentsPeriod: ['This field is required.'] },
  },
  {
    name: 'negative and fractional prices',
    input: { ...invoicingPlan, annualPrice: -1, monthlyPrice: 1_500.5 },
    es: {
      annualPrice: ['Ingresa un número mayor o igual a 0.'],
      monthlyPrice: ['Ingresa un número entero.'],
    },
    en: { annualPrice: ['Enter a number of at least 0.'], monthlyPrice: ['Enter a whole number.'] },
  },
  {
    name: 'a validity on a plan that is not a certificate',
    input: { ...invoicingPlan, certificateValidityYears: 1 },
    es: { certificateValidityYears: ['Solo el certificado digital tiene vigencia.'] },
    en: { certificateValidityYears: ['Only the digital certificate has a validity period.'] },
  },
  {
    name: 'a certificate with a monthly price and no validity',
    input: { ...certificatePlan, monthlyPrice: 20_000, certificateValidityYears: undefined },
    es: {
      monthlyPrice: [
        'El certificado digital se paga una sola vez por toda su vigencia; deja vacío el precio mensual.',
      ],
      certificateValidityYears: ['Este campo es obligatorio.'],
    },
    en: {
      monthlyPrice: [
        'The digital certificate is paid once for its whole validity; leave the monthly price empty.',
      ],
      certificateValidityYears: ['This field is required.'],
    },
  },
  {
    name: 'a 3-year certificate',
    input: { ...certificatePlan, certificateValidityYears: 3 },
    es: { certificateValidityYears: ['Elige una de las opciones disponibles.'] },
    en: { certificateValidityYears: ['Choose one of the available options.'] },
  },
  {
    name: 'features missing in English, reported with the other errors',
    input: { ...invoicingPlan, features: { es: ['Soporte'], en: [] }, name: { es: ' ', en: 'Basic' } },
    es: {
      'name.es': ['Este campo es obligatorio.'],
      features: ['Escribe el mismo número de características en español y en inglés.'],
    },
    en: {
      'name.es': ['This field is required.'],
      features: ['List the same number of features in Spanish and in English.'],
    },
  },
];

describe('planSchema', () => {
  test.each([invoicingPlan, certificatePlan])('accepts $id', (plan) => {
    expect(z.parse(planSchema, plan)).toEqual(plan);
  });

  test('accepts an annual-only plan of any service', () => {
    expect(z.safeParse(planSchema, { ...invoicingPlan, monthlyPrice: null }).success).toBe(true);
  });

  test.each(cases)('rejects $name (es)', ({ input, es: expected }) => {
    expect(validate(planSchema, input, es)).toEqual({ success: false, fieldErrors: expected });
  });

  test.each(cases)('rejects $name (en)', ({ input, en: expected }) => {
    expect(validate(planSchema, input, en)).toEqual({ success: false, fieldErrors: expected });
  });

  test('lists every service', () => {
    expect(SERVICE_IDS).toHaveLength(7);
  });
});

describe('response schemas', () => {
  test('a plan list carries priced plans', () => {
    const body = { items: [pricePlan(invoicingPlan), pricePlan(certificatePlan)] };
    expect(z.parse(planListResponseSchema, body)).toEqual(body);
    expect(z.safeParse(planListResponseSchema, { items: [invoicingPlan] }).success).toBe(false);
  });

  test('a service list', () => {
    const service = {
      id: 'electronic_payroll',
      name: { es: 'Nómina electrónica', en: 'Electronic payroll' },
      description: { es: 'Nómina ante la DIAN.', en: 'Payroll reported to DIAN.' },
    };
    expect(z.parse(serviceListResponseSchema, { items: [service] })).toEqual({ items: [service] });
    expect(validate(serviceSchema, { ...service, id: 'fax' }, en)).toEqual({
      success: false,
      fieldErrors: { id: ['Choose one of the available options.'] },
    });
  });

  test('the plan schema has a JSON Schema for the OpenAPI document', () => {
    const schema = z.toJSONSchema(planSchema, { io: 'input' }) as { required: string[] };
    expect(schema.required).toContain('annualPrice');
    expect(schema.required).not.toContain('certificateValidityYears');
  });
});
