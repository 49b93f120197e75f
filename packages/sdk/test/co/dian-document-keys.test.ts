import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applicationResponseConcatenation,
  applicationResponseCude,
  type CudeFields,
  type CufeFields,
  cude,
  cudeConcatenation,
  cufe,
  cufeConcatenation,
  dianEnvironmentCode,
  formatDianAmount,
  softwareSecurityCode,
} from '../../src/co/dian-document-keys';

// The annex's two worked examples, then DIAN's toolbox examples (Generica.xml, Excluido de IVA.xml and
// CreditNote.xml print the concatenation in cbc:Note next to the key in cbc:UUID).
const cufeCases: { name: string; fields: CufeFields; text: string; key: string }[] = [
  {
    name: 'annex invoice 323200000129',
    fields: {
      number: '323200000129',
      issueDate: '2019-01-16',
      issueTime: '10:53:10',
      subtotal: 1_500_000,
      iva: 285_000,
      total: 1_785_000,
      issuerNit: '700085371',
      buyerId: '800199436',
      technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471',
      environment: 'production',
    },
    text: '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    key: '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
  },
  {
    name: 'toolbox Generica.xml SETP990000002 (cents, test environment)',
    fields: {
      number: 'SETP990000002',
      issueDate: '2019-06-20',
      issueTime: '09:15:23-05:00',
      subtotal: 12_600.06,
      iva: 2_424.01,
      inc: 0,
      ica: 0,
      total: 14_024.07,
      issuerNit: '900508908',
      buyerId: '900108281',
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      environment: 'test',
    },
    text: 'SETP9900000022019-06-2009:15:23-05:0012600.06012424.01040.00030.0014024.07900508908900108281fc8eac422eba16e22ffd8c6f94b3f40a6e38162c2',
    key: '941cf36af62dbbc06f105d2a80e9bfe683a90e84960eae4d351cc3afbe8f848c26c39bac4fbc80fa254824c6369ea694',
  },
  {
    name: 'toolbox Excluido de IVA.xml SETP990000001 (no IVA)',
    fields: {
      number: 'SETP990000001',
      issueDate: '2024-03-15',
      issueTime: '09:15:23-05:00',
      subtotal: 50_000,
      iva: 0,
      total: 50_000,
      issuerNit: '800197268',
      buyerId: '900108281',
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      environment: 'test',
    },
    text: 'SETP9900000012024-03-1509:15:23-05:0050000.00010.00040.00030.0050000.00800197268900108281fc8eac422eba16e22ffd8c6f94b3f40a6e38162c2',
    key: '86e67873712270b6de5bd2985711ce23de5c996cf09afd37f5eac28375f3e3316b342dfc1d39e3847908820070c40244',
  },
];

const cudeCases: { name: string; fields: CudeFields; text: string; key: string }[] = [
  {
    name: 'annex credit note 8110007871',
    fields: {
      number: '8110007871',
      issueDate: '2019-01-12',
      issueTime: '07:00:00',
      subtotal: 5_000,
      iva: 950,
      total: 5_950,
      issuerNit: '900373076',
      buyerId: '8355990',
      softwarePin: '12301',
      environment: 'production',
    },
    text: '81100078712019-01-1207:00:00-05:005000.0001950.00040.00030.005950.009003730768355990123011',
    key: '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168',
  },
  {
    name: 'toolbox CreditNote.xml NC3',
    fields: {
      number: 'NC3',
      issueDate: '2019-06-21',
      issueTime: '09:15:23-05:00',
      subtotal: 12_600.06,
      iva: 2_394.01,
      total: 14_994.07,
      issuerNit: '900508908',
      buyerId: '900108281',
      softwarePin: '20191',
      environment: 'test',
    },
    text: 'NC32019-06-2109:15:23-05:0012600.06012394.01040.00030.0014994.07900508908900108281201912',
    key: 'da3af05f963db5cff231d1171a810f5f55eb08615f22dc239fff55fa927be5cf6caade8bfa4f1f70c067dbb9ed30c009',
  },
];

describe('CUFE', () => {
  test.each(cufeCases)('$name', async ({ fields, text, key }) => {
    expect(cufeConcatenation(fields)).toBe(text);
    expect(await cufe(fields)).toBe(key);
  });
});

describe('CUDE', () => {
  test.each(cudeCases)('$name', async ({ fields, text, key }) => {
    expect(cudeConcatenation(fields)).toBe(text);
    expect(await cude(fields)).toBe(key);
  });

  test('the annex example and the same fields as a CUFE differ only by the secret', () => {
    const annex = cudeCases[0] as (typeof cudeCases)[number];
    const { softwarePin, ...fields } = annex.fields;
    expect(cufeConcatenation({ ...fields, technicalKey: softwarePin })).toBe(annex.text);
  });
});

// The PINs were found by hashing: every toolbox example of one software id carries the same PIN.
describe('software security code: SHA-384 of software id + PIN + number', () => {
  test.each([
    {
      softwareId: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
      softwarePin: '20191',
      number: 'SETP990000002',
      code: 'a8d18e4e5aa00b44a0b1f9ef413ad8215116bd3ce91730d580eaed795c83b5a32fe6f0823abc71400b3d59eb542b7de8',
    },
    {
      softwareId: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
      softwarePin: '20191',
      number: 'NC3',
      code: '14737ed1737fb4761d3e6ab809bc455b2e2c3fcf96b4e5077bd4b15cf1b9c61f3f3791bc75538b3e457a6c1aec68d455',
    },
    {
      softwareId: '20980788-349c-427a-aefd-a5674e7faf63',
      softwarePin: '14789',
      number: 'SETP990058987',
      code: '31ab410dffb0fc76d44d3867514a8662963470093f5144240b0f6b066916569dfaf3d97dfe9d98bb2066713e8267a6f9',
    },
  ])('$number', async ({ code, ...fields }) => {
    expect(await softwareSecurityCode(fields)).toBe(code);
  });
});

describe('ApplicationResponse CUDE', () => {
  test('reproduces the RADIAN example ACR0021 (030 acuse de recibo)', async () => {
    const fields = {
      number: 'ACR0021',
      issueDate: '2020-12-12',
      issueTime: '18:30:37-05:00',
      senderNit: '900373987',
      receiverId: '900373981',
      responseCode: '030',
      documentNumber: 'SETG980000358',
      documentTypeCode: '01',
      softwarePin: '20191',
    };
    expect(applicationResponseConcatenation(fields)).toBe(
      'ACR00212020-12-1218:30:37-05:00900373987900373981030SETG9800003580120191',
    );
    expect(await applicationResponseCude(fields)).toBe(
      '38e5e41cb74e974e9b1e5b51a5fdaa767cfeb0df033e354d651b2738dd625957ac4c639450bcbb9f63e0ae944b4b33be',
    );
  });
});

describe('amounts and inputs', () => {
  test.each([
    [0, '0.00'],
    [15_000, '15000.00'],
    [12_600.06, '12600.06'],
    [0.1, '0.10'],
    [1_785_000.5, '1785000.50'],
    [9_007_199_254_740.99, '9007199254740.99'],
  ])('formatDianAmount(%s) is %s', (amount, text) => {
    expect(formatDianAmount(amount)).toBe(text);
  });

  test.each([-1, 1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('rejects the amount %s', (amount) => {
    expect(() => formatDianAmount(amount)).toThrow(/at most two decimals/);
  });

  const base = cufeCases[0]?.fields as CufeFields;
  test.each([
    [{ issueTime: '10:53' }, /HH:MM:SS/],
    [{ issueTime: '10:53:10-04:00' }, /HH:MM:SS/],
    [{ issueDate: '2019-02-30' }, /YYYY-MM-DD/],
    [{ issuerNit: '700085371-9' }, /without its check digit/],
    [{ number: '' }, /document number/],
    [{ buyerId: '800 199 436' }, /buyer/],
    [{ technicalKey: '' }, /technical key/],
    [{ environment: 'staging' as never }, /"production" or "test"/],
  ])('rejects %j with a message that says what to fix', (change, message) => {
    expect(() => cufeConcatenation({ ...base, ...change })).toThrow(message);
  });

  test('environment codes: production 1, test 2', () => {
    expect([dianEnvironmentCode('production'), dianEnvironmentCode('test')]).toEqual(['1', '2']);
  });
});

// Amounts are generated as whole cents so every one is representable with two decimals.
const cents = fc.integer({ min: 0, max: 99_999_999_999 }).map((value) => value / 100);
const fieldsArbitrary: fc.Arbitrary<CufeFields> = fc.record({
  number: fc.stringMatching(/^[A-Z]{0,4}[1-9]\d{0,9}$/),
  issueDate: fc
    .date({
      min: new Date('2019-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  issueTime: fc.stringMatching(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/),
  subtotal: cents,
  iva: cents,
  inc: cents,
  ica: cents,
  total: cents,
  issuerNit: fc.stringMatching(/^[1-9]\d{5,14}$/),
  buyerId: fc.stringMatching(/^[1-9]\d{3,14}$/),
  technicalKey: fc.stringMatching(/^[0-9a-f]{40}$/),
  environment: fc.constantFrom('production' as const, 'test' as const),
});

describe('properties', () => {
  test('the concatenation writes every amount with two decimals, in the annex order', () => {
    fc.assert(
      fc.property(fieldsArbitrary, (fields) => {
        const text = cufeConcatenation(fields);
        const head = `${fields.number}${fields.issueDate}${fields.issueTime}-05:00`;
        const tail = `${fields.issuerNit}${fields.buyerId}${fields.technicalKey}`;
        expect(text.startsWith(head)).toBe(true);
        const amounts = /^(\d+\.\d{2})01(\d+\.\d{2})04(\d+\.\d{2})03(\d+\.\d{2})(\d+\.\d{2})$/.exec(
          text.slice(head.length, text.length - tail.length - 1),
        );
        expect(amounts).not.toBeNull();
        expect(amounts?.slice(1, 6).map(Number)).toEqual([
          fields.subtotal,
          fields.iva,
          fields.inc,
          fields.ica,
          fields.total,
        ]);
        expect(text.endsWith(`${tail}${fields.environment === 'production' ? '1' : '2'}`)).toBe(true);
      }),
    );
  });

  const changes: Record<keyof CufeFields, (fields: CufeFields) => Partial<CufeFields>> = {
    number: (fields) => ({ number: `${fields.number}1` }),
    issueDate: (fields) => ({ issueDate: fields.issueDate === '2020-01-01' ? '2020-01-02' : '2020-01-01' }),
    issueTime: (fields) => ({ issueTime: fields.issueTime === '00:00:00' ? '00:00:01' : '00:00:00' }),
    subtotal: (fields) => ({ subtotal: fields.subtotal + 0.01 }),
    iva: (fields) => ({ iva: fields.iva + 0.01 }),
    inc: (fields) => ({ inc: (fields.inc ?? 0) + 0.01 }),
    ica: (fields) => ({ ica: (fields.ica ?? 0) + 0.01 }),
    total: (fields) => ({ total: fields.total + 1 }),
    issuerNit: (fields) => ({ issuerNit: `${fields.issuerNit}0` }),
    buyerId: (fields) => ({ buyerId: `${fields.buyerId}0` }),
    technicalKey: (fields) => ({ technicalKey: `${fields.technicalKey}0` }),
    environment: (fields) => ({ environment: fields.environment === 'production' ? 'test' : 'production' }),
  };

  test('changing any one field changes the CUFE', async () => {
    await fc.assert(
      fc.asyncProperty(
        fieldsArbitrary,
        fc.constantFrom(...(Object.keys(changes) as (keyof CufeFields)[])),
        async (fields, field) => {
          const changed = { ...fields, ...changes[field](fields) };
          expect(await cufe(changed)).not.toBe(await cufe(fields));
        },
      ),
      { numRuns: 200 },
    );
  });
});
