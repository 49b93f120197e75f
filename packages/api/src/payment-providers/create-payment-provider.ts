import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider';
import type { PaymentProvider, WebhookRequest } from './payment-provider';
import { createSandboxProvider, type SandboxDeps } from './sandbox/sandbox-provider';

/**
 * The payment provider the configuration names (`billing.paymentProvider`), built once per app by
 * `buildDeps` (the sandbox keeps timers and both keep clients). `deliver` is where the sandbox
 * sends its webhooks: in-process, to the handling `POST /webhooks/payments/sandbox` uses.
 */
export function createPaymentProvider(
  deps: SandboxDeps,
  deliver: (request: WebhookRequest) => Promise<void>,
): PaymentProvider {
  const { billing } = deps.config;
  if (billing.paymentProvider === 'mercadopago') {
    if (!billing.mercadopago)
      throw new Error('PAYMENT_PROVIDER=mercadopago needs the MERCADOPAGO_* settings.');
    return createMercadoPagoProvider(billing.mercadopago, billing.webhookToleranceSeconds);
  }
  return createSandboxProvider(deps, deliver);
}
