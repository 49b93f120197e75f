import { DEV_API_BASE_URL } from './api-url';
import type { RuntimeConfig } from './config-schema';
import { SUPPORTED_LOCALES } from './locales';

/**
 * Parses a runtime configuration into a `RuntimeConfig`: the value, or `undefined` when this parser
 * cannot decide (then `parseConfig` must).
 */
export type RuntimeConfigParser = (input: Record<string, unknown>) => RuntimeConfig | undefined;

// The schema's defaults (config-schema.ts), for the fields a page leaves out.
const DEFAULTS = {
  environment: 'dev',
  locale: 'es',
  fallbackLocale: 'en',
  productName: 'Facturo',
  apiVersion: 'v1',
  captcha: { provider: 'none' },
  payment: { provider: 'sandbox' },
  justLandingPage: true,
  allowAuth: true,
} as const;

// zod's own e-mail pattern (`z.email()`, zod/v4/core/regexes.js), so both accept the same addresses.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const isString = (value: unknown): value is string => typeof value === 'string';
const matches = (pattern: RegExp) => (value: unknown) => isString(value) && pattern.test(value);
const oneOf =
  (...options: readonly unknown[]) =>
  (value: unknown) =>
    options.includes(value);
const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');

// `http(s)://…/api/v1` (trailing slashes allowed), as the schema and parseConfig's version check hold it.
function isApiUrl(value: unknown): boolean {
  if (!isString(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      stripTrailingSlash(url.pathname).endsWith(`/api/${DEFAULTS.apiVersion}`)
    );
  } catch {
    return false;
  }
}

// A provider block: known keys only (the schema would drop others), the key it needs when it needs one.
const providerBlock =
  (providers: readonly string[], keyName: string, needsKey: string) => (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const block = value as Record<string, unknown>;
    if (Object.keys(block).some((key) => key !== 'provider' && key !== keyName)) return false;
    if (keyName in block && !isString(block[keyName])) return false;
    return (
      providers.includes(block.provider as string) && (block.provider !== needsKey || Boolean(block[keyName]))
    );
  };

/** Every field of the schema, with the rule it holds a present value to. */
const FIELDS: Record<string, (value: unknown) => boolean> = {
  environment: oneOf('dev', 'prod'),
  locale: oneOf(...SUPPORTED_LOCALES),
  fallbackLocale: oneOf(...SUPPORTED_LOCALES),
  productName: (value) => isString(value) && value.length >= 1,
  apiVersion: oneOf(DEFAULTS.apiVersion),
  apiBaseUrl: isApiUrl,
  authUrl: isApiUrl,
  encryptionKey: (value) => isString(value) && value.length >= 16,
  webEmail: matches(EMAIL),
  contactEmail: matches(EMAIL),
  contactPhone: matches(/^\+?[\d\s()-]{7,20}$/),
  captcha: providerBlock(['none', 'recaptcha-v3', 'altcha'], 'siteKey', 'recaptcha-v3'),
  payment: providerBlock(['sandbox', 'mercadopago'], 'publicKey', 'mercadopago'),
  justLandingPage: (value) => typeof value === 'boolean',
  legalBaseUrl: matches(/^https?:\/\/[^\s]+$/),
  allowAuth: (value) => typeof value === 'boolean',
};

/**
 * Parses a valid configuration by hand, against the same rules as `parseConfig`, so that a page
 * can start without downloading the schema validator (zod): the script-tag widgets and the portal's
 * start-up call it first. It returns exactly what `parseConfig` would for the inputs it accepts, and
 * `undefined` for everything else — every invalid value, whose full list of problems only
 * `parseConfig` words, and the rare valid shapes it leaves to it (a field present as `undefined`, a
 * provider block with an unknown key). `test/config/parse-common-config.test.ts` holds it to the
 * schema's verdicts on a table of good and bad inputs and on generated ones.
 */
export const parseCommonConfig: RuntimeConfigParser = (input) => {
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(FIELDS, key) || !FIELDS[key]?.(value)) return undefined;
  }
  const fields = { ...DEFAULTS, ...input } as Record<string, unknown>;
  if (fields.environment === 'prod' && fields.apiBaseUrl === undefined) return undefined;
  const copy = (block: unknown) => ({ ...(block as object) });
  const apiBaseUrl = stripTrailingSlash((fields.apiBaseUrl as string | undefined) ?? DEV_API_BASE_URL);
  return {
    ...fields,
    captcha: copy(fields.captcha),
    payment: copy(fields.payment),
    apiBaseUrl,
    authUrl: stripTrailingSlash((fields.authUrl as string | undefined) ?? apiBaseUrl),
  } as RuntimeConfig;
};
