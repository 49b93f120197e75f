import { describe, expect, test } from 'vitest';
import { DEFAULT_E_INVOICING_CONFIG, readEInvoicingEnv } from '../../src/config/e-invoicing-config';

const read = (env: NodeJS.ProcessEnv) => {
  const problems: string[] = [];
  const config = readEInvoicingEnv(env, problems, { dataDir: '/data' });
  return { config, problems };
};

describe('DIAN_* configuration', () => {
  test('nothing set: the development default, the certificate generated into DATA_DIR, the simulator', () => {
    const { config, problems } = read({});
    expect(problems).toEqual([]);
    expect(config).toEqual({
      ...DEFAULT_E_INVOICING_CONFIG,
      certificate: { kind: 'development', folder: '/data' },
    });
  });

  test('a real deployment: the authorization, certificate, software and issuer as given', () => {
    const { config, problems } = read({
      DIAN_TRANSMITTER: 'production',
      DIAN_AUTHORIZATION_PREFIX: 'FE',
      DIAN_RESOLUTION_NUMBER: '18764000000001',
      DIAN_RESOLUTION_DATE: '2026-11-01',
      DIAN_RANGE_FROM: '1',
      DIAN_RANGE_TO: '5000',
      DIAN_VALID_FROM: '2026-11-01',
      DIAN_VALID_TO: '2028-11-01',
      DIAN_TECHNICAL_KEY: 'a'.repeat(40),
      DIAN_CERTIFICATE_PATH: '/run/secrets/facturo.p12',
      DIAN_CERTIFICATE_PASSWORD: 'secreto',
      DIAN_SOFTWARE_ID: 'b1f1c0de-0000-4000-8000-000000000001',
      DIAN_SOFTWARE_PIN: '54321',
      DIAN_ISSUER_NIT: '900373076',
    });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      transmitter: 'production',
      webServiceUrl: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
      resolutionDate: '2026-11-01',
      certificate: { kind: 'pkcs12', pkcs12Path: '/run/secrets/facturo.p12', password: 'secreto' },
      settings: {
        environment: 'production',
        issuer: { documentNumber: '900373076' },
        software: { id: 'b1f1c0de-0000-4000-8000-000000000001', pin: '54321', providerNit: '900373076' },
        authorization: {
          prefix: 'FE',
          resolutionNumber: '18764000000001',
          rangeFrom: 1,
          rangeTo: 5000,
          validFrom: '2026-11-01',
          validTo: '2028-11-01',
          technicalKey: 'a'.repeat(40),
        },
      },
    });
  });

  test.each([
    [{ DIAN_TRANSMITTER: 'dian' }, /DIAN_TRANSMITTER must be simulator, habilitacion or production/],
    [{ DIAN_ENVIRONMENT: 'staging' }, /DIAN_ENVIRONMENT must be test or production/],
    [{ DIAN_VALID_TO: '31/12/2030' }, /DIAN_VALID_TO must be a date YYYY-MM-DD/],
    [{ DIAN_RANGE_FROM: '10', DIAN_RANGE_TO: '5' }, /DIAN_RANGE_FROM must not be greater than DIAN_RANGE_TO/],
    [{ DIAN_RANGE_TO: 'mucho' }, /DIAN_RANGE_TO must be a whole number/],
    [{ DIAN_AUTHORIZATION_PREFIX: 'setp-1' }, /DIAN_AUTHORIZATION_PREFIX must be 1 to 4 capital letters/],
    [{ DIAN_TRANSMITTER: 'habilitacion' }, /DIAN_CERTIFICATE_PATH .* required outside development/],
    [
      { DIAN_TRANSMITTER: 'habilitacion', DIAN_CERTIFICATE_PATH: '/c.p12' },
      /DIAN_TECHNICAL_KEY .* required to transmit/,
    ],
  ])('%j is refused, naming the variable', (env, message) => {
    expect(read(env).problems.join('\n')).toMatch(message);
  });
});
