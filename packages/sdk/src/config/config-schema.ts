import * as z from 'zod/mini';
import { apiUrlExpectation, DEFAULT_API_VERSION, httpUrlPath } from './api-url';
import { SUPPORTED_LOCALES } from './locales';

// The path is checked against `apiVersion` in parseConfig, which sees both fields at once.
const apiUrl = z
  .string(apiUrlExpectation(DEFAULT_API_VERSION))
  .check(z.refine((value) => httpUrlPath(value) !== undefined, apiUrlExpectation(DEFAULT_API_VERSION)));

const PHONE_EXPECTED = 'a phone number such as +57 601 555 0100';

const optionalEmail = z.optional(z.email('an e-mail address such as soporte@facturo.co'));

const captchaSchema = z
  .object({
    provider: z.enum(['none', 'recaptcha-v3', 'altcha'], "one of 'none', 'recaptcha-v3', 'altcha'"),
    siteKey: z.optional(z.string()),
  })
  .check(
    z.refine((captcha) => captcha.provider !== 'recaptcha-v3' || Boolean(captcha.siteKey), {
      message: 'the reCAPTCHA v3 site key (required when provider is recaptcha-v3)',
      path: ['siteKey'],
    }),
  );

const paymentSchema = z
  .object({
    provider: z.enum(['sandbox', 'mercadopago'], "one of 'sandbox', 'mercadopago'"),
    publicKey: z.optional(z.string()),
  })
  .check(
    z.refine((payment) => payment.provider !== 'mercadopago' || Boolean(payment.publicKey), {
      message: 'the Mercado Pago public key (required when provider is mercadopago)',
      path: ['publicKey'],
    }),
  );

/**
 * The runtime configuration as the application writes it (`config.json`, a script tag's
 * `data-*` attributes, `Facturo.configure`). Every field but the URLs in production has a default.
 */
export const runtimeConfigInputSchema = z.strictObject({
  environment: z._default(z.enum(['dev', 'prod'], "'dev' or 'prod'"), 'dev'),
  locale: z._default(z.enum(SUPPORTED_LOCALES, "one of 'es', 'en', 'fr', 'ar'"), 'es'),
  fallbackLocale: z._default(z.enum(SUPPORTED_LOCALES, "one of 'es', 'en', 'fr', 'ar'"), 'en'),
  productName: z._default(
    z.string('a non-empty product name').check(z.minLength(1, 'a non-empty product name')),
    'Facturo',
  ),
  apiVersion: z._default(z.literal(DEFAULT_API_VERSION, `'${DEFAULT_API_VERSION}'`), DEFAULT_API_VERSION),
  apiBaseUrl: z.optional(apiUrl),
  authUrl: z.optional(apiUrl),
  encryptionKey: z.optional(
    z.string('a key of at least 16 characters').check(z.minLength(16, 'a key of at least 16 characters')),
  ),
  webEmail: optionalEmail,
  contactEmail: optionalEmail,
  contactPhone: z.optional(z.string(PHONE_EXPECTED).check(z.regex(/^\+?[\d\s()-]{7,20}$/, PHONE_EXPECTED))),
  captcha: z._default(captchaSchema, { provider: 'none' }),
  payment: z._default(paymentSchema, { provider: 'sandbox' }),
  justLandingPage: z._default(z.boolean('true or false'), true),
  /**
   * Where Facturo's legal pages are published (the portal's origin): the sign-up consent links to
   * `/legal/terminos` and `/legal/privacidad` there. Left out, the links are relative to the page
   * (right for the portal itself).
   */
  legalBaseUrl: z.optional(
    z.string('an http(s) URL').check(z.regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL')),
  ),
  allowAuth: z._default(z.boolean('true or false'), true),
});

/** What callers may pass to `parseConfig`. */
export type RuntimeConfigInput = z.input<typeof runtimeConfigInputSchema>;

/** The validated configuration every sdk module reads; URLs are always present and have no trailing slash. */
export type RuntimeConfig = Omit<z.output<typeof runtimeConfigInputSchema>, 'apiBaseUrl' | 'authUrl'> & {
  apiBaseUrl: string;
  authUrl: string;
};
