import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EInvoicingSettings } from '../e-invoicing/e-invoicing-settings.types';

/** Where documents go: the embedded simulator, or DIAN's web service (habilitación or production). */
export type DianTransmitterKind = 'simulator' | 'habilitacion' | 'production';

/** The signing certificate: a PKCS#12 file of a DIAN-authorised body, or the development one. */
export type CertificateConfig =
  | { kind: 'pkcs12'; pkcs12Path: string; password: string }
  /** Generated on first use into `folder` (self-signed: DIAN rejects it). */
  | { kind: 'development'; folder: string };

/** Facturo's own electronic invoicing: the issuer, numbering authorization, certificate and transmitter. */
export interface EInvoicingConfig {
  settings: EInvoicingSettings;
  /** The resolution's date (`YYYY-MM-DD`), printed with the authorization text. */
  resolutionDate: string;
  /** Prefix of Facturo's credit notes (`NC`); credit notes need no numbering authorization. */
  creditNotePrefix: string;
  certificate: CertificateConfig;
  transmitter: DianTransmitterKind;
  /** DIAN's web-service address; only read when `transmitter` is not `simulator`. */
  webServiceUrl: string;
  /** Transmission attempts before a document is left for an operator (with an alert). */
  maxAttempts: number;
}

/** DIAN's addresses of `WcfDianCustomerServices` (habilitación and production). */
export const DIAN_WEB_SERVICE_URLS = {
  habilitacion: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
  production: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
} as const;

/**
 * The development default: Facturo S.A.S. in habilitación with DIAN's public test numbering (prefix
 * SETP, resolution 18760000001 and its technical key, as in DIAN's toolbox), a self-signed
 * certificate and the simulator. Nothing issued with it has fiscal value.
 */
export const DEFAULT_E_INVOICING_CONFIG: EInvoicingConfig = {
  settings: {
    environment: 'test',
    issuer: {
      taxpayerType: '1',
      documentType: '31',
      documentNumber: '901234567',
      legalName: 'Facturo S.A.S.',
      tradeName: 'Facturo',
      fiscalResponsibilities: ['O-13', 'O-15'],
      taxScheme: '01',
      address: { municipalityCode: '11001', line: 'Carrera 7 # 71-21, oficina 1201', postalCode: '110231' },
      email: 'facturacion@facturo.co',
      phone: '6015550123',
    },
    software: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', pin: '20191', providerNit: '901234567' },
    authorization: {
      resolutionNumber: '18760000001',
      validFrom: '2019-01-19',
      validTo: '2030-01-19',
      prefix: 'SETP',
      rangeFrom: 990000000,
      rangeTo: 995000000,
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    },
  },
  resolutionDate: '2019-01-19',
  creditNotePrefix: 'NC',
  certificate: { kind: 'development', folder: join(tmpdir(), 'facturo-e-invoicing') },
  transmitter: 'simulator',
  webServiceUrl: DIAN_WEB_SERVICE_URLS.habilitacion,
  maxAttempts: 8,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the `DIAN_*` variables (see `.env.example`); each absent one keeps the development default.
 * `dataDir` holds the development certificate. Problems are appended to `problems`, each naming its
 * variable. Transmitting to DIAN (`DIAN_TRANSMITTER` other than `simulator`) requires a real
 * certificate and the authorization's technical key.
 */
export function readEInvoicingEnv(
  env: NodeJS.ProcessEnv,
  problems: string[],
  context: { dataDir?: string },
): EInvoicingConfig {
  const base = DEFAULT_E_INVOICING_CONFIG;
  const text = (name: string, fallback: string) => env[name] || fallback;
  const date = (name: string, fallback: string) => {
    const value = text(name, fallback);
    if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
      problems.push(`${name} must be a date YYYY-MM-DD (got "${value}").`);
    }
    return value;
  };
  const whole = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) {
      problems.push(`${name} must be a whole number (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const transmitter = text('DIAN_TRANSMITTER', base.transmitter) as DianTransmitterKind;
  if (!['simulator', 'habilitacion', 'production'].includes(transmitter)) {
    problems.push(`DIAN_TRANSMITTER must be simulator, habilitacion or production (got "${transmitter}").`);
  }
  const environment = text('DIAN_ENVIRONMENT', transmitter === 'production' ? 'production' : 'test');
  if (environment !== 'test' && environment !== 'production') {
    problems.push(`DIAN_ENVIRONMENT must be test or production (got "${environment}").`);
  }
  const authorization = {
    prefix: text('DIAN_AUTHORIZATION_PREFIX', base.settings.authorization.prefix),
    resolutionNumber: text('DIAN_RESOLUTION_NUMBER', base.settings.authorization.resolutionNumber),
    validFrom: date('DIAN_VALID_FROM', base.settings.authorization.validFrom),
    validTo: date('DIAN_VALID_TO', base.settings.authorization.validTo),
    rangeFrom: whole('DIAN_RANGE_FROM', base.settings.authorization.rangeFrom),
    rangeTo: whole('DIAN_RANGE_TO', base.settings.authorization.rangeTo),
    technicalKey: text('DIAN_TECHNICAL_KEY', base.settings.authorization.technicalKey),
  };
  if (!/^[A-Z0-9]{1,4}$/.test(authorization.prefix)) {
    problems.push('DIAN_AUTHORIZATION_PREFIX must be 1 to 4 capital letters or digits.');
  }
  if (authorization.rangeFrom > authorization.rangeTo) {
    problems.push('DIAN_RANGE_FROM must not be greater than DIAN_RANGE_TO.');
  }
  if (authorization.validFrom > authorization.validTo) {
    problems.push('DIAN_VALID_FROM must not be after DIAN_VALID_TO.');
  }
  const issuerNit = text('DIAN_ISSUER_NIT', base.settings.issuer.documentNumber);
  const software = {
    id: text('DIAN_SOFTWARE_ID', base.settings.software.id),
    pin: text('DIAN_SOFTWARE_PIN', base.settings.software.pin),
    providerNit: text('DIAN_SOFTWARE_PROVIDER_NIT', issuerNit),
  };
  const certificatePath = env.DIAN_CERTIFICATE_PATH;
  let certificate: CertificateConfig;
  if (certificatePath) {
    certificate = {
      kind: 'pkcs12',
      pkcs12Path: certificatePath,
      password: env.DIAN_CERTIFICATE_PASSWORD ?? '',
    };
  } else {
    if (transmitter !== 'simulator') {
      problems.push(
        'DIAN_CERTIFICATE_PATH (and DIAN_CERTIFICATE_PASSWORD) are required outside development: the PKCS#12 file of a DIAN-authorised certification body.',
      );
    }
    certificate = {
      kind: 'development',
      folder: context.dataDir ?? (base.certificate as { folder: string }).folder,
    };
  }
  if (transmitter !== 'simulator' && !env.DIAN_TECHNICAL_KEY) {
    problems.push(
      'DIAN_TECHNICAL_KEY (and the rest of the DIAN_* numbering authorization) are required to transmit to DIAN.',
    );
  }
  return {
    settings: {
      environment: environment === 'production' ? 'production' : 'test',
      issuer: {
        ...base.settings.issuer,
        documentNumber: issuerNit,
        legalName: text('DIAN_ISSUER_NAME', base.settings.issuer.legalName),
        email: text('DIAN_ISSUER_EMAIL', base.settings.issuer.email),
      },
      software,
      authorization,
    },
    resolutionDate: date('DIAN_RESOLUTION_DATE', authorization.validFrom),
    creditNotePrefix: text('DIAN_CREDIT_NOTE_PREFIX', base.creditNotePrefix),
    certificate,
    transmitter,
    webServiceUrl: text(
      'DIAN_WEB_SERVICE_URL',
      transmitter === 'production' ? DIAN_WEB_SERVICE_URLS.production : DIAN_WEB_SERVICE_URLS.habilitacion,
    ),
    maxAttempts: whole('DIAN_MAX_ATTEMPTS', base.maxAttempts),
  };
}
