import { DEV_API_BASE_URL, type RuntimeConfig, SUPPORTED_LOCALES } from '@facturo/sdk/config';

/**
 * Parses a runtime configuration into the sdk's `RuntimeConfig`: the value, `undefined` when this
 * parser cannot decide (then the sdk's `parseConfig` must), or a thrown `ConfigError`.
 */
export type RuntimeConfigParser = (input: Record<string, unknown>) => RuntimeConfig | undefined;

// The sdk's defaults (config-schema.ts), for the fields a page leaves out.
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

const isString = (value: unknown): value is string => typeof value === 'string';
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

/** Every field this parser decides on, with its rule; `webEmail` and `contactEmail` are left to zod's e-mail pattern. */
const FIELDS: Record<string, (value: unknown) => boolean> = {
  environment: oneOf('dev', 'prod'),
  locale: oneOf(...SUPPORTED_LOCALES),
  fallbackLocale: oneOf(...SUPPORTED_LOCALES),
  productName: (value) => isString(value) && value.length >= 1,
  apiVersion: oneOf(DEFAULTS.apiVersion),
  apiBaseUrl: isApiUrl,
  authUrl: isApiUrl,
  encryptionKey: (value) => isString(value) && value.length >= 16,
  contactPhone: (value) => isString(value) && /^\+?[\d\s()-]{7,20}$/.test(value),
  captcha: providerBlock(['none', 'recaptcha-v3', 'altcha'], 'siteKey', 'recaptcha-v3'),
  payment: providerBlock(['sandbox', 'mercadopago'], 'publicKey', 'mercadopago'),
  justLandingPage: (value) => typeof value === 'boolean',
  allowAuth: (value) => typeof value === 'boolean',
};

/**
 * The configuration pages usually give (API URL, locale, environment, captcha…), checked by hand
 * against the same rules as the sdk's `parseConfig`, so a widget can start without downloading the
 * schema validator. It returns exactly what `parseConfig` would for the inputs it accepts (a test
 * compares them on generated inputs) and `undefined` for everything else, valid or not: unusual
 * fields, e-mail addresses, and every invalid value, whose full error list only `parseConfig` words.
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
