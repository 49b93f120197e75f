import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalServiceList, type Service, serviceListResponseSchema } from '../../src/schemas/index';
import { validate } from '../../src/validation/index';

const schema = (body: unknown) => validate(serviceListResponseSchema, body, (key) => key);

// The catalogue's services as the API sends them (camelCased by the client).
const SERVICES: Service[] = [
  {
    id: 'electronic_invoicing',
    name: { es: 'Facturación electrónica', en: 'Electronic invoicing' },
    description: {
      es: 'Factura ante la DIAN desde el primer día.',
      en: 'Invoice through DIAN from day one.',
    },
  },
  {
    id: 'electronic_payroll',
    name: { es: 'Nómina electrónica', en: 'Electronic payroll' },
    description: {
      es: 'La nómina de tu equipo, transmitida cada mes.',
      en: 'Your team’s payroll, sent monthly.',
    },
  },
  {
    id: 'digital_certificate',
    name: { es: 'Certificado digital', en: 'Digital certificate' },
    description: { es: 'Firma tus documentos electrónicos.', en: 'Sign your electronic documents.' },
  },
];

describe('canonicalServiceList (the landing page’s zod-free reading of GET /services)', () => {
  test('takes the services as the API sends them, exactly as the schema reads them', () => {
    const body = { items: SERVICES };
    const parsed = schema(body);
    expect(parsed.success).toBe(true);
    expect(canonicalServiceList(body)).toEqual(parsed.success ? parsed.data : null);
    expect(canonicalServiceList({ items: [] })).toEqual({ items: [] });
  });

  const first = SERVICES[0] as Service;
  test.each([
    {
      name: 'an untrimmed name (the schema would trim it)',
      item: { ...first, name: { es: ' Pyme ', en: 'Pyme' } },
    },
    { name: 'an unknown field (the schema would drop it)', item: { ...first, badge: 'nuevo' } },
    { name: 'an unknown service', item: { ...first, id: 'payroll' } },
    { name: 'a missing English description', item: { ...first, description: { es: 'Hola' } } },
    {
      name: 'a description over 500 characters',
      item: { ...first, description: { es: 'a'.repeat(501), en: 'a' } },
    },
    { name: 'a name over 120 characters', item: { ...first, name: { es: 'a'.repeat(121), en: 'a' } } },
  ])('leaves $name to the schema', ({ item }) => {
    expect(canonicalServiceList({ items: [item, ...SERVICES.slice(1)] })).toBeUndefined();
  });

  test.each([null, [], 'items', { items: null }, { items: SERVICES, total: 3 }, {}])(
    'leaves the body %j to the schema',
    (body) => {
      expect(canonicalServiceList(body)).toBeUndefined();
    },
  );

  test('whatever it accepts, the schema accepts with the same result', () => {
    const odd = fc.constantFrom<unknown>(
      null,
      '',
      ' padded ',
      'x',
      'a'.repeat(120),
      'a'.repeat(121),
      0,
      1.5,
      true,
      [],
      {},
    );
    const texts = fc.oneof(odd, fc.string({ maxLength: 130 }));
    const localized = fc.oneof(
      odd,
      fc.record({ es: texts, en: texts }),
      fc.record({ es: texts, en: texts, fr: texts }),
      fc.record({ es: texts }),
    );
    const item = fc.oneof(
      odd,
      fc.record({
        id: fc.oneof(fc.constantFrom(...SERVICES.map((s) => s.id)), odd),
        name: localized,
        description: localized,
      }),
      fc.constantFrom(...SERVICES),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 4 }), (items) => {
        const body = { items };
        const fast = canonicalServiceList(body);
        if (fast === undefined) return;
        const parsed = schema(body);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });
});
