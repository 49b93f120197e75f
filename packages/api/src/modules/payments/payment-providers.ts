import { receivePaymentWebhook } from '../../billing-core/payment-webhooks';
import type { AppDeps } from '../../kernel/app-deps';
import { createMercadoPagoProvider } from '../../payments/mercadopago/mercadopago-provider';
import type { PaymentProvider } from '../../payments/payment-provider';
import { createSandboxProvider, type SandboxProvider } from '../../payments/sandbox/sandbox-provider';

// One provider per app (per `deps`): the sandbox keeps timers and both keep clients.
const providers = new WeakMap<AppDeps, PaymentProvider>();

/**
 * The payment provider the configuration names (`billing.paymentProvider`). The sandbox delivers
 * its webhooks straight to the same handling `POST /webhooks/payments/sandbox` uses.
 */
export function paymentProvider(deps: AppDeps): PaymentProvider {
  let provider = providers.get(deps);
  if (provider) return provider;
  const { billing } = deps.config;
  if (billing.paymentProvider === 'mercadopago') {
    if (!billing.mercadopago)
      throw new Error('PAYMENT_PROVIDER=mercadopago needs the MERCADOPAGO_* settings.');
    provider = createMercadoPagoProvider(billing.mercadopago, billing.webhookToleranceSeconds);
  } else {
    provider = createSandboxProvider(deps, async (request) => {
      await receivePaymentWebhook(deps, paymentProvider(deps), request);
    });
  }
  providers.set(deps, provider);
  return provider;
}

/** The sandbox provider, when it is the configured one. */
export function sandboxProvider(deps: AppDeps): SandboxProvider | null {
  const provider = paymentProvider(deps);
  return provider.id === 'sandbox' ? (provider as SandboxProvider) : null;
}
