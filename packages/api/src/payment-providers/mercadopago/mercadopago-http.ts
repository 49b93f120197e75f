import { MercadoPagoError, MPConnectionError } from 'mercadopago';
import { AppConfig as MercadoPagoSdkSettings } from 'mercadopago/dist/utils/config/index.js';
import { PaymentInputError, ProviderUnavailableError } from '../payment-provider';

// The SDK keeps its base URL in a static; it is read synchronously when a request starts, so
// setting it right before each call points that call at the configured API (a local fake in tests).
/** Runs one SDK call against `apiUrl`. */
export function at<T>(apiUrl: string, call: () => Promise<T>): Promise<T> {
  (MercadoPagoSdkSettings as { BASE_URL: string }).BASE_URL = apiUrl;
  return call();
}

/** A failed SDK call as {@link PaymentInputError} (the request was refused) or {@link ProviderUnavailableError}. */
export function translateError(error: unknown): never {
  // 400s are about the request (a used token, a wrong card brand): nothing was charged.
  if (
    error instanceof MercadoPagoError &&
    !(error instanceof MPConnectionError) &&
    [400, 422].includes(error.status)
  ) {
    throw new PaymentInputError(error.message);
  }
  throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
}
