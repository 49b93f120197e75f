import type { PaymentProviderId } from '@facturo/sdk/schemas';

/** Mercado Pago credentials (Tus integraciones → Credenciales, Webhooks). */
export interface MercadoPagoConfig {
  /** Server access token (`APP_USR-…`, or `TEST-…` for the provider's test mode). */
  accessToken: string;
  /** Public key for the Card Payment Brick in the browser. */
  publicKey: string;
  /** The webhook "clave secreta" that signs `x-signature`. */
  webhookSecret: string;
  /** The provider's API; tests point it at a local fake. */
  apiUrl: string;
}

/** Payments and the billing job. */
export interface BillingConfig {
  /** Which provider charges cards: `sandbox` (offline, the default) or `mercadopago`. */
  paymentProvider: PaymentProviderId;
  /** Milliseconds before a sandbox CONT payment settles to approved by webhook. */
  sandboxSettleDelayMs: number;
  /** Secret that signs sandbox webhooks; empty means derived from the JWT secret. */
  sandboxWebhookSecret: string;
  /** `null` unless the provider is `mercadopago`. */
  mercadopago: MercadoPagoConfig | null;
  /** Webhooks whose `x-signature` timestamp is further than this from now are refused (replays). */
  webhookToleranceSeconds: number;
  /** How often the in-process billing job runs; 0 turns the timer off (run the command instead). */
  jobIntervalSeconds: number;
  /** Prefix of Facturo's own invoice numbers (`FCT1024`). */
  invoicePrefix: string;
}

/** The offline defaults: sandbox payments that settle CONT after 5 s, the job every 10 minutes. */
export const DEFAULT_BILLING_CONFIG: BillingConfig = {
  paymentProvider: 'sandbox',
  sandboxSettleDelayMs: 5000,
  sandboxWebhookSecret: '',
  mercadopago: null,
  webhookToleranceSeconds: 600,
  jobIntervalSeconds: 600,
  invoicePrefix: 'FCT',
};

const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

/**
 * Reads the billing variables (see `.env.example`): `PAYMENT_PROVIDER`, `MERCADOPAGO_ACCESS_TOKEN`,
 * `MERCADOPAGO_PUBLIC_KEY`, `MERCADOPAGO_WEBHOOK_SECRET`, `MERCADOPAGO_API_URL`,
 * `SANDBOX_SETTLE_DELAY_MS`, `SANDBOX_WEBHOOK_SECRET`, `BILLING_JOB_INTERVAL_SECONDS`,
 * `INVOICE_PREFIX`. Problems are appended to `problems`, each naming its variable.
 */
export function readBillingEnv(env: NodeJS.ProcessEnv, problems: string[]): BillingConfig {
  const number = (name: string, fallback: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      problems.push(`${name} must be a whole number from 0 to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  // The sandbox approves public test cards: production must choose its provider on purpose, or it
  // would sell plans to anyone who types APRO.
  if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER)
    problems.push(
      'PAYMENT_PROVIDER is required in production: mercadopago (with the MERCADOPAGO_* settings), or sandbox to take only test payments on purpose.',
    );
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  let mercadopago: MercadoPagoConfig | null = null;
  if (provider === 'mercadopago') {
    for (const name of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET']) {
      if (!env[name])
        problems.push(
          `${name} is required when PAYMENT_PROVIDER=mercadopago (Mercado Pago → Tus integraciones).`,
        );
    }
    const apiUrl = (env.MERCADOPAGO_API_URL || MERCADOPAGO_API_URL).replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s]+$/.test(apiUrl)) problems.push('MERCADOPAGO_API_URL must be an http(s) URL.');
    mercadopago = {
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN ?? '',
      publicKey: env.MERCADOPAGO_PUBLIC_KEY ?? '',
      webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET ?? '',
      apiUrl,
    };
  } else if (provider !== 'sandbox') {
    problems.push(`PAYMENT_PROVIDER must be sandbox or mercadopago (got "${provider}").`);
  }
  const invoicePrefix = env.INVOICE_PREFIX || DEFAULT_BILLING_CONFIG.invoicePrefix;
  if (!/^[A-Z0-9]{1,4}$/.test(invoicePrefix))
    problems.push('INVOICE_PREFIX must be 1 to 4 capital letters or digits.');
  return {
    paymentProvider: provider === 'mercadopago' ? 'mercadopago' : 'sandbox',
    sandboxSettleDelayMs: number(
      'SANDBOX_SETTLE_DELAY_MS',
      DEFAULT_BILLING_CONFIG.sandboxSettleDelayMs,
      3_600_000,
    ),
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? '',
    mercadopago,
    webhookToleranceSeconds: number(
      'WEBHOOK_TOLERANCE_SECONDS',
      DEFAULT_BILLING_CONFIG.webhookToleranceSeconds,
      86_400,
    ),
    jobIntervalSeconds: number(
      'BILLING_JOB_INTERVAL_SECONDS',
      DEFAULT_BILLING_CONFIG.jobIntervalSeconds,
      86_400,
    ),
    invoicePrefix,
  };
}
